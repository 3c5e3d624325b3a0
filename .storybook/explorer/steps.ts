import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Asserts the explorer names `path` as current and highlights its box on the chart. */
export async function expectState(canvasElement: HTMLElement, path: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByLabelText('Current state')).toHaveTextContent(path), {
    timeout: 3000,
  });
  const leaf = path.split(' + ')[0] ?? path;
  const box = canvasElement.querySelector(`[data-state="${leaf}"]`);
  await expect(box).toHaveAttribute('data-active', 'true');
}

/** Clicks the event button named `button`, then waits until the machine reaches `path`. */
export async function sendAndExpect(canvasElement: HTMLElement, button: string, path: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  await expectState(canvasElement, path);
}

/** Waits until the machine's context, as the explorer prints it, contains `text`. */
export async function expectContext(canvasElement: HTMLElement, text: string) {
  await waitFor(
    () =>
      expect(canvasElement.querySelector('pre[data-context="machine"]')?.textContent ?? '').toContain(text),
    {
      timeout: 3000,
    },
  );
}

/** Moves the explorer's clock forward with one of its buttons ('Advance 1 min'). */
export async function advanceClock(canvasElement: HTMLElement, button: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
}

/** Waits until the panel of invoked actors lists `text` (e.g. 'otpCooldown: coolingDown'). */
export async function expectInvoked(canvasElement: HTMLElement, text: string) {
  await waitFor(
    () => expect(within(canvasElement).getByRole('list', { name: 'Invoked actors' })).toHaveTextContent(text),
    { timeout: 3000 },
  );
}

/** Tells a fake server how to answer from now on ('refuses', 'network error', 'hangs', 'answers'). */
export async function setFake(canvasElement: HTMLElement, fake: string, answer: string) {
  await userEvent.selectOptions(within(canvasElement).getByLabelText(`How ${fake} answers`), answer);
}

/** Waits until the explorer shows that it refused an event, naming it. */
export async function expectRefusal(canvasElement: HTMLElement, text: string) {
  await waitFor(() => expect(within(canvasElement).getByLabelText('Refusal')).toHaveTextContent(text), {
    timeout: 3000,
  });
}

/** Presses Reset (the machine and the fakes as the story starts) or Restart (the fakes as QA set them). */
export async function press(canvasElement: HTMLElement, button: 'Reset' | 'Restart') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
}

/** Asserts the explorer opened at `path` with nothing sent from a button: QA starts from the beginning. */
export async function expectOpenedAt(canvasElement: HTMLElement, path: string) {
  await expectState(canvasElement, path);
  const log = within(canvasElement).getByRole('list', { name: 'Event log' });
  await waitFor(() => expect(log.firstElementChild).toHaveTextContent(/^start →/), { timeout: 3000 });
  await expect(within(canvasElement).getByLabelText('Refusal')).toBeEmptyDOMElement();
}
