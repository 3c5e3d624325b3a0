import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearOperatorToken, setOperatorToken } from '../../../api/operatorSession';
import { fakeNetwork, json, patient } from '../../shared/wiredStory';
import { LiabilitiesSection } from './LiabilitiesSection';
import { report, shortReport } from './liabilitiesFixtures';

const { asked, serve } = fakeNetwork('demo');
const CSV = 'section,item,amount\nowed,total,8120.500000\n';

/** What the page handed to the browser's download, and the token each request carried. */
const seen = { files: [] as { name: string; text: Promise<string> }[], tokens: [] as (string | null)[] };

function liabilitiesServer(csv: () => Response) {
  const install = serve((path) => {
    if (path === 'operator/liabilities?days=30') return json({ status: true, data: report });
    if (path === 'operator/liabilities?days=90') return json({ status: true, data: shortReport });
    if (path.startsWith('operator/liabilities.csv')) return csv();
    return json({ status: false, message: `No fake for ${path}` }, 404);
  });
  return () => {
    setOperatorToken('story-operator-token');
    const uninstall = install();
    seen.files = [];
    seen.tokens = [];
    const fetching = window.fetch;
    window.fetch = (input, init) => {
      seen.tokens.push(new Headers(init?.headers).get('authorization'));
      return fetching(input, init);
    };
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    let blob: Blob | null = null;
    URL.createObjectURL = (made: Blob | MediaSource) => {
      blob = made as Blob;
      return 'blob:liabilities';
    };
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      if (blob) seen.files.push({ name: this.download, text: blob.text() });
    };
    return () => {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = create;
      window.fetch = fetching;
      uninstall();
      clearOperatorToken();
    };
  };
}

const meta = {
  title: 'Screens/Operator/Liabilities/Wired',
  component: LiabilitiesSection,
  parameters: { router: { initialEntries: ['/operator/liabilities'] } },
} satisfies Meta<typeof LiabilitiesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DaysAndDownload: Story = {
  name: '30 days first, 90 on request, and the CSV saved with the operator token',
  beforeEach: liabilitiesServer(
    () => new Response(CSV, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Owed by kind' }, patient);
    await expect(canvas.getByLabelText('Period')).toHaveValue('30');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Last 90 days');
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent(
      'Below zero by 2620.50 USDT',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(seen.files).toHaveLength(1), patient);
    await expect(seen.files[0]?.name).toMatch(/^liabilities-90-days-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(await seen.files[0]?.text).toBe(CSV);
    await expect(asked).toEqual([
      'operator/liabilities?days=30',
      'operator/liabilities?days=90',
      'operator/liabilities.csv?days=90',
    ]);
    for (const token of seen.tokens) await expect(token).toBe('Bearer story-operator-token');
  },
};

export const DownloadRefused: Story = {
  beforeEach: liabilitiesServer(() =>
    json({ status: false, message: 'Too many requests, please try again' }, 429),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Owed by kind' }, patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent(
      'Too many requests, please try again',
    );
    await expect(seen.files).toHaveLength(0);
  },
};
