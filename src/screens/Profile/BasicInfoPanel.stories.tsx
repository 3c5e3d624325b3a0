import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AVATAR_SIZE_ERROR } from './avatarFile';
import { BasicInfoPanel } from './BasicInfoPanel';
import { requiredFields } from './basicInfoRules';
import { REQUIRED } from './formErrors';
import { countries, newProfile, pictureDataUrl, pngBytes, profile } from './profileFixtures';

const meta = {
  title: 'Screens/Profile/Basic Info',
  component: BasicInfoPanel,
  args: {
    profile,
    loading: false,
    loadError: null,
    onReload: fn(),
    countries,
    errors: {},
    saving: false,
    onFieldEdit: fn(),
    onSubmit: fn(),
    avatar: { src: null, uploading: false, error: null, onPick: fn() },
  },
} satisfies Meta<typeof BasicInfoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled in: typing filters, read-only identity',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('readonly');
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAccessibleDescription(/changes only through support/);
    await expect(canvas.getByLabelText('Country')).toHaveValue('India (+91)');

    const name = canvas.getByLabelText('Name');
    await userEvent.clear(name);
    // Letters of any script, the hyphen and the apostrophe stay (document 2 §5's letters, for real names).
    await userEvent.type(name, "Asha R4o-Kumár O'Neil!");
    await expect(name).toHaveValue("Asha Ro-Kumár O'Neil");
    await expect(args.onFieldEdit).toHaveBeenCalledWith('name');
    const address = canvas.getByLabelText('Address Line 2');
    await userEvent.type(address, 'Flat 4/2, Wing-C. #3 (east)');
    await expect(address).toHaveValue('Flat 4/2, Wing-C. 3 east');
    const city = canvas.getByLabelText('City');
    await userEvent.type(city, '-Süd2');
    await expect(city).toHaveValue('Pune-Süd');
    const phone = canvas.getByLabelText('Phone');
    await userEvent.clear(phone);
    // The calling code's '+' stays at the front; anything else but digits goes.
    await userEvent.type(phone, '+91 98765-43210+');
    await expect(phone).toHaveValue('+919876543210');
    const pincode = canvas.getByLabelText('Pincode');
    await userEvent.type(pincode, 'x');
    await expect(pincode).toHaveValue('411001');
    const taxId = canvas.getByLabelText('Tax ID');
    await userEvent.clear(taxId);
    await userEvent.type(taxId, 'abcde-1234 f');
    await expect(taxId).toHaveValue('abcde1234f');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Asha Ro-Kumár O'Neil",
      gender: 'female',
      dob: '1990-04-01',
      address_line1: '12/B, M.G. Road',
      address_line2: 'Flat 4/2, Wing-C. 3 east',
      landmark: 'Near City Park',
      city: 'Pune-Süd',
      state: 'Maharashtra',
      country: 1,
      phone: '+919876543210',
      pincode: '411001',
      tax_id: 'abcde1234f',
    });
  },
};

export const NewMember: Story = {
  name: 'A new member fills gender, date and country',
  args: { profile: newProfile },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Gender')).toHaveValue('');
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'Male');
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '1988-11-23');
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(country);
    await userEvent.keyboard('ken{Enter}');
    await expect(country).toHaveValue('Kenya (+254)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ gender: 'male', dob: '1988-11-23', country: 2 }),
    );
  },
};

const labelOf: Record<string, string> = {
  name: 'Name',
  gender: 'Gender',
  dob: 'Date of Birth',
  address_line1: 'Address Line 1',
  city: 'City',
  state: 'State',
  country: 'Country',
  phone: 'Phone',
  pincode: 'Pincode',
};

export const RequiredAfterSubmit: Story = {
  name: 'Empty required fields after submit',
  args: {
    profile: newProfile,
    errors: Object.fromEntries(requiredFields.map((field) => [field, REQUIRED])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of requiredFields) {
      await expect(canvas.getByLabelText(labelOf[field] as string)).toHaveAccessibleDescription(REQUIRED);
    }
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(requiredFields.length);
    await expect(canvas.getByLabelText('Landmark')).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerFieldErrors: Story = {
  name: 'Server field errors under their fields',
  args: {
    errors: {
      dob: 'You must be at least 18 years old',
      pincode: 'Pincode may contain digits only',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old',
    );
    await expect(canvas.getByLabelText('Pincode')).toHaveAccessibleDescription(
      'Pincode may contain digits only',
    );
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { profile: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile…');
    await expect(canvas.queryByLabelText('Name')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { profile: null, loadError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request failed please try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const PictureAndInitials: Story = {
  name: 'Picture: initials, then a chosen file',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Asha Rao' });
    await expect(avatar).toHaveTextContent('AR');
    const input = canvas.getByLabelText('Change picture');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect(input).toHaveAccessibleDescription('PNG or JPEG, at most 2 MB.');
    const file = new File([pngBytes()], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.avatar.onPick).toHaveBeenCalledWith(file);
  },
};

export const WithPicture: Story = {
  name: 'Picture shown',
  args: { avatar: { src: pictureDataUrl, uploading: false, error: null, onPick: fn() } },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Asha Rao' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', pictureDataUrl);
  },
};

export const Uploading: Story = {
  name: 'Picture uploading',
  args: { avatar: { src: null, uploading: true, error: null, onPick: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading picture…');
    await expect(canvas.getByLabelText('Change picture')).toBeDisabled();
  },
};

export const PictureRefused: Story = {
  name: 'Picture refused',
  args: { avatar: { src: null, uploading: false, error: AVATAR_SIZE_ERROR, onPick: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(AVATAR_SIZE_ERROR);
    await expect(canvas.getByLabelText('Change picture')).toHaveAccessibleDescription(
      `${AVATAR_SIZE_ERROR} PNG or JPEG, at most 2 MB.`,
    );
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: the picture leads from the right',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('img', { name: 'Asha Rao' }).getBoundingClientRect();
    const pick = canvas.getByText('Change picture').getBoundingClientRect();
    await expect(avatar.left).toBeGreaterThan(pick.left);
    const name = canvas.getByLabelText('Name').getBoundingClientRect();
    const username = canvas.getByLabelText('Username').getBoundingClientRect();
    await expect(name.left).toBeGreaterThan(username.left);
  },
};
