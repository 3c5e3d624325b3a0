import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MyReserveProof } from '../../api/proofOfReserves';
import { clearSession, setSession } from '../../api/session';
import { ReserveProofCard } from './ReserveProofCard';
import { genuineProof, myProof, proofRaisedByOneCent } from './reserveProofFixtures';

/** The card's request and the browser's hashing share a busy test machine with the rest of the suite. */
const patient = { timeout: 5000 };

/** What GET proof-of-reserves/me answers in a story: the member's proof, or a refusal with its status. */
type Answer = { proof: MyReserveProof } | { code: number; body: Record<string, unknown> };
const asked: string[] = [];

/** Replaces the network for one story; the card runs its real machine and the browser's real Web Crypto. */
const serve = (answer: Answer) => () => {
  asked.length = 0;
  setSession({ token: 'story-token', status: '1', username: 'alice01' });
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    asked.push(url.pathname);
    const [status, body] =
      'proof' in answer ? [200, { status: true, data: answer.proof }] : [answer.code, answer.body];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    window.fetch = realFetch;
    clearSession();
  };
};

const meta = {
  title: 'Screens/Account/Verify my balance/Wired',
  component: ReserveProofCard,
  parameters: { router: { initialEntries: ['/user/account'] } },
} satisfies Meta<typeof ReserveProofCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const verify = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Verify my balance' }, patient));
  return canvas;
};

export const GenuineProofIsVerified: Story = {
  name: "A member's genuine proof is verified in the browser",
  beforeEach: serve({ proof: myProof }),
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement);
    await expect(
      await canvas.findByText(
        /^Verified: your balance of 1608\.63 USDT is included in snapshot 12/,
        {},
        patient,
      ),
    ).toBeVisible();
    await expect(asked).toEqual(['/api/proof-of-reserves/me']);
  },
};

export const OneCentMoreIsNotVerified: Story = {
  name: 'The same proof with the balance raised by one cent is not verified, and says why',
  beforeEach: serve({ proof: proofRaisedByOneCent }),
  play: async ({ canvasElement }) => {
    const canvas = await verify(canvasElement);
    await expect(
      await canvas.findByText(
        'Not verified: the path does not lead to the published root: the proof was changed.',
        {},
        patient,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Verified:/)).toBeNull();
  },
};

/** The file the card hands to the browser's download, caught before it leaves the page. */
const saved: { name: string; text: Promise<string> }[] = [];
function catchDownloads() {
  saved.length = 0;
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  const files = new Map<string, Blob>();
  URL.createObjectURL = (file: Blob | MediaSource) => {
    const url = createObjectURL(file);
    if (file instanceof Blob) files.set(url, file);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (this.download && file) saved.push({ name: this.download, text: file.text() });
    else click.call(this);
  };
  return () => {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  };
}

export const DownloadsExactlyTheProof: Story = {
  name: 'Download proof (JSON) saves exactly the proof, named by its snapshot',
  beforeEach: () => {
    const restore = serve({ proof: myProof })();
    const release = catchDownloads();
    return () => {
      release();
      restore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download proof (JSON)' }, patient));
    await waitFor(() => expect(saved).toHaveLength(1));
    await expect(saved[0]?.name).toBe('tessera-proof-of-reserves-12.json');
    await expect(JSON.parse(await (saved[0]?.text ?? Promise.resolve('null')))).toEqual(genuineProof);
  },
};

export const NothingPublishedYet: Story = {
  name: 'Nothing published yet: the member is told so',
  beforeEach: serve({ code: 404, body: { status: false } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No proof of reserves has been published yet', {}, patient),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify my balance' })).toBeNull();
  },
};

export const JoinedAfterTheSnapshot: Story = {
  name: "Joined after the snapshot: the server's own words",
  beforeEach: serve({
    code: 404,
    body: { status: false, message: 'You joined after the latest snapshot; your balance is in the next one' },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'You joined after the latest snapshot; your balance is in the next one',
        {},
        patient,
      ),
    ).toBeVisible();
  },
};
