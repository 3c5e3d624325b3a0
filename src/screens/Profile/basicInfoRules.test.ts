import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileFilters, updateProfileBody } from '../../api/contract/profile';
import {
  type BasicInfoValues,
  basicInfoBody,
  basicInfoErrors,
  fieldFilters,
  fieldMaxLengths,
  requiredFields,
  type TextField,
} from './basicInfoRules';
import { REQUIRED } from './formErrors';

/** The contract's rule for each text field (document 2 §5), which the typing filter must keep to. */
const contractRule: Record<TextField, RegExp> = {
  name: profileFilters.letters,
  landmark: profileFilters.letters,
  city: profileFilters.letters,
  state: profileFilters.letters,
  address_line1: profileFilters.address,
  address_line2: profileFilters.address,
  phone: profileFilters.phone,
  pincode: profileFilters.digits,
  tax_id: profileFilters.alphanumeric,
};

const filled: BasicInfoValues = {
  name: 'Asha Rao',
  gender: 'female',
  dob: '1990-04-01',
  address_line1: '12/B, M.G. Road - East',
  address_line2: '',
  landmark: '',
  city: 'Pune',
  state: 'Maharashtra',
  country: 99,
  phone: '+919876543210',
  pincode: '411001',
  tax_id: '',
};

// Printable ASCII and a few letters beyond it, where a filter is most likely to slip.
const typed = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~éß٣\t'),
  maxLength: 40,
});

describe('typing filters of Basic Info', () => {
  for (const field of Object.keys(contractRule) as TextField[]) {
    it(`${field}: keeps exactly what the contract accepts`, () => {
      const filter = fieldFilters[field];
      const rule = contractRule[field];
      fc.assert(
        fc.property(typed, (text) => {
          expect(rule.test(filter(text))).toBe(true);
          if (rule.test(text)) expect(filter(text)).toBe(text);
        }),
      );
    });
  }

  it('name and city keep letters of any script, spaces, hyphens and apostrophes, as the server does', () => {
    for (const [field, typed] of [
      ['name', "Zoë Müller-O'Brien"],
      ['name', 'José Núñez'],
      ['name', 'Дана Ким 山田'],
      ['city', 'Saint-Étienne'],
      ['city', 'Düsseldorf'],
      ['state', 'Île-de-France'],
    ] as const) {
      expect(fieldFilters[field](typed)).toBe(typed);
      expect(updateProfileBody.safeParse(basicInfoBody({ ...filled, [field]: typed })).success, typed).toBe(
        true,
      );
    }
    expect(fieldFilters.city('Saint-Étienne 42!')).toBe('Saint-Étienne ');
  });

  it('name keeps letters and spaces, address lines also digits and . - / ,, phone a leading +', () => {
    expect(fieldFilters.name('Asha R4o!')).toBe('Asha Ro');
    expect(fieldFilters.address_line1('12/B, M.G. Road - East #5')).toBe('12/B, M.G. Road - East 5');
    expect(fieldFilters.phone('+91 98765-43210')).toBe('+919876543210');
    expect(fieldFilters.phone('91+98765')).toBe('9198765');
    expect(fieldFilters.tax_id('ABCDE-1234 F')).toBe('ABCDE1234F');
  });
});

describe('required fields of Basic Info', () => {
  it("are the contract's: each empty one gets 'This Field Is Required.'", () => {
    const empty: BasicInfoValues = {
      ...filled,
      name: ' ',
      gender: '',
      dob: '',
      address_line1: '',
      city: '',
      state: '',
      country: null,
      phone: '',
      pincode: '',
    };
    const errors = basicInfoErrors(empty);
    expect(Object.keys(errors).sort()).toEqual([...requiredFields].sort());
    expect(new Set(Object.values(errors))).toEqual(new Set([REQUIRED]));
    expect(basicInfoErrors(filled)).toEqual({});
  });

  it('the server refuses the same fields empty, and nothing else', () => {
    for (const field of requiredFields) {
      const body = { ...basicInfoBody(filled), [field]: field === 'country' ? 0 : '' };
      const parsed = updateProfileBody.safeParse(body);
      expect(parsed.success, field).toBe(false);
      expect(new Set(parsed.error?.issues.map((issue) => issue.path[0]))).toEqual(new Set([field]));
    }
  });
});

describe('the update-profile payload', () => {
  it('passes the contract as the form builds it, trimmed, optional fields empty', () => {
    const body = basicInfoBody({ ...filled, name: ' Asha Rao ', city: 'Pune ' });
    expect(body).toMatchObject({ name: 'Asha Rao', city: 'Pune', address_line2: '', country: 99 });
    expect(updateProfileBody.safeParse(body).success).toBe(true);
  });

  it('fits every field within the length the server takes', () => {
    for (const [field, max] of Object.entries(fieldMaxLengths)) {
      const value = field === 'phone' || field === 'pincode' ? '1'.repeat(max) : 'a'.repeat(max);
      const body = { ...basicInfoBody(filled), [field]: value };
      expect(updateProfileBody.safeParse(body).success, field).toBe(true);
      const over = { ...body, [field]: `${value}1` };
      expect(updateProfileBody.safeParse(over).success, `${field} + 1`).toBe(false);
    }
  });
});
