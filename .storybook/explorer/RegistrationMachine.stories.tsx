import type { Meta, StoryObj } from '@storybook/react-vite';
import { registrationMachine } from '../../src/machines/registration/registrationMachine';
import { emptyRegistrationForm } from '../../src/machines/registration/registrationRules';
import { fakeLoadInfo, fakeNameChecks, fakeRegister } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectInvoked, expectState, sendAndExpect } from './steps';

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
        nameChecks: fakeNameChecks,
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

/** The username and sponsor checks run as their own machine, shown among the invoked actors. */
export const Register: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.editing');
    await expectInvoked(canvasElement, 'nameChecks: username.unchecked + sponsor.unchecked');
    await sendAndExpect(canvasElement, 'username.commit: taken', 'ready.editing');
    await expectInvoked(canvasElement, '"usernameAvailability":"Not Available"');
    await sendAndExpect(canvasElement, 'username.commit: alice', 'ready.editing');
    await expectInvoked(canvasElement, 'nameChecks: username.checked + sponsor.unchecked');
    await sendAndExpect(canvasElement, 'form.submit: empty', 'ready.editing');
    await sendAndExpect(canvasElement, 'form.submit: filled', 'registered');
  },
};
