import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { AVATAR_SIZE_ERROR, AVATAR_TYPE_ERROR } from './avatarFile';
import { BasicInfoTab } from './BasicInfoTab';
import { REQUIRED } from './formErrors';
import { countries, newProfile, pngBytes, profile, user } from './profileFixtures';

const meta = {
  title: 'Screens/Profile/Basic Info/Wired',
  component: BasicInfoTab,
  decorators: [withToasts],
} satisfies Meta<typeof BasicInfoTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const network = fakeNetwork('asha01');
const picture = () => new Response(pngBytes(), { headers: { 'content-type': 'image/png' } });

function answer(member = profile) {
  return (path: string) => {
    if (path === 'user') return json({ status: true, data: user(member) });
    if (path === 'country') return json({ status: true, data: countries });
    if (path.startsWith('avatar?')) return picture();
    if (path === 'change-picture')
      return json({ status: true, msg: 'Picture changed', message: 'Picture changed', avatar: 'avatar?v=2' });
    return json({ status: false, msg: `Unexpected ${path}`, message: `Unexpected ${path}` }, 404);
  };
}

export const SavesTheProfile: Story = {
  name: 'Saves the profile fields to update-profile',
  beforeEach: network.serve((path) =>
    path === 'update-profile'
      ? json({
          status: true,
          msg: 'Profile updated successfully',
          message: 'Profile updated successfully',
          data: { ...profile, city: 'Mumbai' },
        })
      : answer()(path),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = await canvas.findByLabelText('City', undefined, patient);
    await waitFor(() => expect(canvas.getByLabelText('Country')).toHaveValue('India (+91)'), patient);
    await userEvent.clear(city);
    await userEvent.type(city, 'Mumbai');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Profile updated successfully')).toBeVisible(), patient);
    const [request] = network.sentTo('POST', 'update-profile');
    await expect(request?.body).toEqual({
      name: 'Asha Rao',
      gender: 'female',
      dob: '1990-04-01',
      address_line1: '12/B, M.G. Road',
      address_line2: '',
      landmark: 'Near City Park',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 1,
      phone: '9876543210',
      pincode: '411001',
      tax_id: 'ABCDE1234F',
    });
    await expect(network.asked).toEqual(expect.arrayContaining(['user', 'country', 'update-profile']));
  },
};

export const RequiredFieldsFirst: Story = {
  name: 'A new member: required fields before anything is sent',
  beforeEach: network.serve(answer(newProfile)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, patient));
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(8);
    await expect(canvas.getByLabelText('Country')).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByLabelText('City'), 'Pune');
    await expect(canvas.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    await expect(network.sentTo('POST', 'update-profile')).toEqual([]);
  },
};

export const RefusedFields: Story = {
  name: 'Refused: the server’s messages under their fields',
  beforeEach: network.serve((path) =>
    path === 'update-profile'
      ? json(
          {
            status: false,
            msg: 'The given data was invalid.',
            message: 'The given data was invalid.',
            errors: { dob: ['You must be at least 18 years old'], phone: ['Phone is too short'] },
          },
          422,
        )
      : answer()(path),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, patient));
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
          'You must be at least 18 years old',
        ),
      patient,
    );
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is too short');
  },
};

export const ChangesThePicture: Story = {
  name: 'Picture: fetched with the token, sent as multipart photo, replaced',
  beforeEach: network.serve(answer({ ...profile, avatar: 'avatar?v=1' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revoked: string[] = [];
    const revoke = URL.revokeObjectURL;
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
      revoke.call(URL, url);
    };
    try {
      const shown = () => canvas.getByRole('img', { name: 'Asha Rao' }).querySelector('img');
      await waitFor(() => expect(shown()?.getAttribute('src')).toMatch(/^blob:/), patient);
      const first = shown()?.getAttribute('src') as string;
      const [avatarRequest] = network.sentTo('GET', 'avatar?v=1');
      await expect(avatarRequest).toBeDefined();

      const file = new File([pngBytes()], 'me.png', { type: 'image/png' });
      await userEvent.upload(canvas.getByLabelText('Change picture'), file);
      await waitFor(() => expect(screen.getByText('Picture changed')).toBeVisible(), patient);
      const [upload] = network.sentTo('POST', 'change-picture');
      await expect(upload?.body).toEqual({ photo: { file: 'me.png', type: 'image/png', size: file.size } });
      // The browser sets multipart with its boundary; a JSON type here would break the upload.
      await expect(upload?.contentType).toBeNull();

      await waitFor(() => expect(network.sentTo('GET', 'avatar?v=2')).toHaveLength(1), patient);
      await waitFor(() => expect(shown()?.getAttribute('src')).not.toBe(first), patient);
      await expect(shown()?.getAttribute('src')).toMatch(/^blob:/);
      await waitFor(() => expect(revoked).toContain(first), patient);
    } finally {
      URL.revokeObjectURL = revoke;
    }
  },
};

export const RefusesWhatIsNotAPicture: Story = {
  name: 'Picture: judged by its bytes and size before upload',
  beforeEach: network.serve(answer()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Change picture', undefined, patient);
    const page = new File(['<html><script>alert(1)</script></html>'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, page);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(AVATAR_TYPE_ERROR);

    const big = new Uint8Array(2048 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await userEvent.upload(input, new File([big], 'holiday.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(AVATAR_SIZE_ERROR));
    await expect(network.sentTo('POST', 'change-picture')).toEqual([]);
  },
};
