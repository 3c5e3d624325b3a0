import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registrationMachine } from '../../src/machines/registration/registrationMachine';
import { emptyRegistrationForm } from '../../src/machines/registration/registrationRules';
import { fakeLoadInfo, fakeNameChecks, fakeRegister } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import {
  expectContext,
  expectInvoked,
  expectRefusal,
  expectState,
  press,
  sendAndExpect,
  setFake,
} from './steps';

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
  tags: ['!autodocs'],
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
      'form.edit': [
        { label: 'name', payload: { field: 'name', value: 'Alice Doe' } },
        { label: 'terms ticked', payload: { field: 'is_checked', value: true } },
        // A malformed event on purpose: the explorer shows the machine's refusal instead of crashing.
        { label: 'without a field', payload: {} },
      ],
      'form.submit': [
        { label: 'filled', payload: { form: filled } },
        { label: 'filled, no e-mail check', payload: { form: { ...filled, username: 'direct' } } },
        { label: 'empty', payload: { form: emptyRegistrationForm } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts: the form has loaded and nothing has been sent. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.editing');
    await expectInvoked(canvasElement, 'nameChecks: username.unchecked + sponsor.unchecked');
  },
};

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

/** An edit without its field is refused on screen; the form stays usable without a reload. */
export const MalformedEditIsRefused: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.editing');
    await sendAndExpect(canvasElement, 'form.edit: without a field', 'ready.editing');
    await expectRefusal(canvasElement, 'form.edit: without a field was refused: TypeError');
    await sendAndExpect(canvasElement, 'form.edit: name', 'ready.editing');
    await expectRefusal(canvasElement, '');
    await sendAndExpect(canvasElement, 'form.submit: filled', 'registered');
  },
};

/** The sign-up rules fail to load; once the fake answers again, Try again shows the form. */
export const LoadFailed: Story = {
  args: { fakes: { loadInfo: 'network' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'loadFailed');
    await expectContext(canvasElement, 'The server could not be reached');
    await setFake(canvasElement, 'loadInfo', 'answers');
    await sendAndExpect(canvasElement, 'info.retry', 'ready.editing');
    // Restart keeps what QA told the fakes; Reset would put them back as the story opened.
    await setFake(canvasElement, 'loadInfo', 'refuses');
    await press(canvasElement, 'Restart');
    await expectState(canvasElement, 'loadFailed');
    await expectContext(canvasElement, '"error": "Registrations are closed for maintenance"');
  },
};

/** QA makes the sign-up refuse: the spec's field message shows and the form stays open. */
export const RegisterRefused: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready.editing');
    await setFake(canvasElement, 'register', 'refuses');
    await sendAndExpect(canvasElement, 'form.submit: filled', 'ready.editing');
    await expectContext(canvasElement, '"error": "The email has already been taken."');
    await press(canvasElement, 'Reset');
    await expectState(canvasElement, 'ready.editing');
    await expect(within(canvasElement).getByLabelText('How register answers')).toHaveValue('answer');
    await sendAndExpect(canvasElement, 'form.submit: filled, no e-mail check', 'registered');
  },
};

/** QA writes a payload the samples do not cover; one the machine cannot read, or not JSON, is refused on screen. */
export const EditedPayload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sendWith = async (type: string, text: string) => {
      await userEvent.selectOptions(canvas.getByLabelText('Event type'), type);
      await userEvent.clear(canvas.getByLabelText('Payload (JSON)'));
      await userEvent.click(canvas.getByLabelText('Payload (JSON)'));
      await userEvent.paste(text);
      await userEvent.click(canvas.getByRole('button', { name: 'Send with this payload' }));
    };
    await expectState(canvasElement, 'ready.editing');
    await userEvent.click(canvas.getByText('Send with a payload you write'));
    await sendWith('form.edit', '{"field": "email"}');
    await expectRefusal(canvasElement, 'form.edit (edited) was refused: TypeError');
    await sendWith('form.edit', '{"field": "email", "value": "bob@example.com"}');
    await expect(canvas.getByLabelText('Refusal')).toBeEmptyDOMElement();
    await sendWith('form.edit', '{"field": ');
    await expectRefusal(canvasElement, 'The payload is not JSON');
    await sendWith('info.retry', '{}');
    await expectRefusal(canvasElement, 'info.retry (edited) is not accepted in this state; nothing changed.');
    await expectState(canvasElement, 'ready.editing');
  },
};
