import type { LogEntry, LogsResponse, MemberProfile, MemberSession, UserDetails } from '../../api/profile';
import type { CountryOption } from '../../ui';

export const countries: CountryOption[] = [
  { id: 1, name: 'India', calling_code: '91' },
  { id: 2, name: 'Kenya', calling_code: '254' },
  { id: 3, name: 'United Kingdom', calling_code: '44' },
];

export const profile: MemberProfile = {
  name: 'Asha Rao',
  username: 'asha01',
  email: 'asha@example.com',
  gender: 'female',
  dob: '1990-04-01',
  address_line1: '12/B, M.G. Road',
  address_line2: '',
  landmark: 'Near City Park',
  city: 'Pune',
  state: 'Maharashtra',
  country: 1,
  phone: '9876543210',
  pincode: '411001',
  tax_id: 'ABCDE1234F',
  avatar: null,
  created_at: '2025-01-10T08:00:00.000Z',
};

/** A new member: nothing filled in but what registration asked. */
export const newProfile: MemberProfile = {
  ...profile,
  name: 'Asha Rao',
  gender: null,
  dob: null,
  address_line1: '',
  landmark: '',
  city: '',
  state: '',
  country: 0,
  phone: '',
  pincode: '',
  tax_id: '',
};

export const user = (member: MemberProfile = profile): UserDetails => ({
  name: member.name,
  email: member.email,
  username: member.username,
  referral_id: 'TS1042',
  auth_type: 'mpin',
  status_2fa: 0,
  image_2fa: null,
  secret_2fa: null,
  recovery_codes_left: 0,
  profile: member,
});

/** The smallest PNG there is: one transparent pixel. */
const PNG_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const pngBytes = () => Uint8Array.from(atob(PNG_PIXEL), (char) => char.charCodeAt(0));
export const pictureDataUrl = `data:image/png;base64,${PNG_PIXEL}`;

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

export const sessions: MemberSession[] = [
  {
    id: 31,
    device: CHROME_LINUX,
    ip: '203.0.113.7',
    country: 'India',
    created_at: '2026-03-02T09:15:00.000Z',
    last_used_at: '2026-03-04T18:40:00.000Z',
    current: true,
  },
  {
    id: 27,
    device: SAFARI_IPHONE,
    ip: '198.51.100.20',
    country: 'Kenya',
    created_at: '2026-02-27T06:05:00.000Z',
    last_used_at: '2026-03-01T21:12:00.000Z',
    current: false,
  },
  {
    id: 19,
    device: FIREFOX_WINDOWS,
    ip: '10.0.0.4',
    country: 'Unknown',
    created_at: '2026-02-20T12:00:00.000Z',
    last_used_at: null,
    current: false,
  },
];

export const logEntries: LogEntry[] = [
  {
    id: 105,
    event: 'password_changed',
    detail: '2 other sessions signed out',
    ip: '203.0.113.7',
    country: 'India',
    device: CHROME_LINUX,
    created_at: '2026-03-04T18:41:00.000Z',
  },
  {
    id: 104,
    event: 'second_factor_failed',
    detail: 'mpin',
    ip: '198.51.100.20',
    country: 'Kenya',
    device: SAFARI_IPHONE,
    created_at: '2026-03-01T21:10:00.000Z',
  },
  {
    id: 103,
    event: 'sign_in',
    detail: '',
    ip: '10.0.0.4',
    country: 'Unknown',
    device: FIREFOX_WINDOWS,
    created_at: '2026-02-20T12:00:00.000Z',
  },
];

/** One page of the paged envelope, as GET logs?page= answers. */
export function logsPage(rows: LogEntry[], page = 1, total = rows.length, perPage = 10): LogsResponse {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rows.length === 0 ? null : (page - 1) * perPage + 1;
  return {
    status: true,
    data: {
      current_page: page,
      last_page: lastPage,
      from,
      to: from === null ? null : from + rows.length - 1,
      total,
      per_page: perPage,
      first_page_url: 'logs?page=1',
      data: rows,
    },
    more_details: [],
  };
}
