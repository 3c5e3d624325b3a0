import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

/** A filtered list at rest: no filter, nothing loading or failed, every handler a spy. */
export const listArgs = () => ({
  loading: false,
  error: null,
  filter: {},
  exporting: false,
  onFilter: fn(),
  onClearFilter: fn(),
  onPageChange: fn(),
  onExport: fn(),
  onRetry: fn(),
});

type Play = { canvasElement: HTMLElement };
type PlayWithArgs = Play & { args: { onExport: () => void; onRetry: () => void } };

/** The first page on its way: the table says it is busy and there is nothing to export yet. */
export async function expectFirstPageLoading({ canvasElement }: Play) {
  await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expect(within(canvasElement).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
}

/** An empty list says so, has no page navigation and nothing to export. */
export const expectEmpty =
  (paginationLabel: string) =>
  async ({ canvasElement }: Play) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data For Action')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: paginationLabel })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  };

/** A failed first page shows why instead of the table, and 'Try again' asks again. */
export async function expectFailedWithRetry({ canvasElement, args }: PlayWithArgs) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
  await expect(canvas.queryByRole('table')).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(args.onRetry).toHaveBeenCalledOnce();
}

/** A running export shows as busy and cannot be started twice. */
export async function expectExportBusy({ canvasElement, args }: PlayWithArgs) {
  const button = within(canvasElement).getByRole('button', { name: 'Export CSV' });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  await expect(args.onExport).not.toHaveBeenCalled();
}

/** A filtered list names its filter, exports it, and can drop it. */
export async function expectFilteredExportAndClear(
  { canvasElement, args }: Play & { args: { onExport: () => void; onClearFilter: () => void } },
  applied: string,
) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText(applied)).toBeVisible();
  await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
  await expect(args.onExport).toHaveBeenCalledOnce();
  await userEvent.click(canvas.getByRole('button', { name: 'Clear Filter' }));
  await expect(args.onClearFilter).toHaveBeenCalledOnce();
}

/** Checks the page's heading and the table's column headers; answers the table's body rows. */
export async function loadedRows(canvasElement: HTMLElement, title: string, headers: string[]) {
  await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(title);
  const table = within(within(canvasElement).getByRole('table'));
  await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(headers);
  return table.getAllByRole('row').slice(1);
}

/** Opens the filter dialog from the page. */
export async function openFilter(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
  return within(await screen.findByRole('dialog', { name: 'Filter' }));
}

/** The text of every option of a select. */
export const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Narrows the open dialog to March 2026 and sends it; the dialog closes. */
export async function filterMarch(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText('From'), '2026-03-01');
  await userEvent.type(dialog.getByLabelText('To'), '2026-03-31');
  await userEvent.click(dialog.getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
