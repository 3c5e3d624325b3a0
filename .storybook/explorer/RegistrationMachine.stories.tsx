import type { Meta, StoryObj } from '@storybook/react-vite';
import { registrationMachine } from '../../src/machines/registration/registrationMachine';
import { emptyRegistrationForm } from '../../src/machines/registration/registrationRules';
import { fakeCheckSponsor, fakeCheckUsername, fakeLoadInfo, fakeRegister } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectState, sendAndExpect } from './steps';

const filled = {
  name: 'Alice Doe',
  username: 'alice',
  email: 'alice@example.com',
  phone: '+91987654321',
  country: '1',
  password: 'long enough 1',
  spassword: '1234',
  sponsor: 'root',
  position: 'L',
  is_checked: true,
};

const meta = {
  title: 'Machines/registration',
  component: MachineExplorer,
  args: {
    machine: registrationMachine.provide({
      actors: {
        loadInfo: fakeLoadInfo,
        checkUsername: fakeCheckUsername,
        checkSponsor: fakeCheckSponsor,
        register: fakeRegister,
      },
    }),
    input: {},
    samples: {
      'username.commit': [
        { label: 'alice', payload: { username: 'alice' } },
        { label: 'taken', payload: { username: 'taken' } },
      ],
      'sponsor.commit': [
        { label: 'root', payload: { sponsor: 'root' } },
        { label: 'unknown', payload: { sponsor: 'nobody' } },
      ],
      'form.submit': [
        { label: 'filled', payload: { form: filled } },
        { label: 'empty', payload: { form: emptyRegistrationForm } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Register: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.username.unchecked');
    await sendAndExpect(canvasElement, 'username.commit: alice', 'ready.username.checked');
    await sendAndExpect(canvasElement, 'form.submit: empty', 'ready.username.checked');
    await sendAndExpect(canvasElement, 'form.submit: filled', 'registered');
  },
};
