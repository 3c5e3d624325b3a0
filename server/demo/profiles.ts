import type { users } from '../db/schema';

type DemoProfile = Pick<
  typeof users.$inferInsert,
  'gender' | 'dob' | 'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'state' | 'pincode'
>;

/**
 * Basic Info of the demo team, filled as members would fill it, so the Profile screen shows a real member
 * from the first start. Every value passes POST update-profile's rules: saving it unchanged succeeds.
 */
export const demoProfiles: Record<string, DemoProfile> = {
  demo: {
    gender: 'female',
    dob: '1986-04-12',
    addressLine1: '1200 Market Street',
    addressLine2: 'Apt 5B',
    landmark: 'Near City Hall',
    city: 'San Francisco',
    state: 'California',
    pincode: '94102',
  },
  alice: {
    gender: 'female',
    dob: '1990-09-23',
    addressLine1: '310 Pine Street',
    landmark: 'Pike Place Market',
    city: 'Seattle',
    state: 'Washington',
    pincode: '98101',
  },
  bob: {
    gender: 'male',
    dob: '1984-01-30',
    addressLine1: '77 East Lake Shore Drive',
    addressLine2: 'Unit 1204',
    city: 'Chicago',
    state: 'Illinois',
    pincode: '60611',
  },
  carol: {
    gender: 'female',
    dob: '1992-06-08',
    addressLine1: '15 Beacon Street',
    landmark: 'Boston Common',
    city: 'Boston',
    state: 'Massachusetts',
    pincode: '02108',
  },
  dave: {
    gender: 'male',
    dob: '1988-11-17',
    addressLine1: '902 Congress Avenue',
    addressLine2: 'Suite 300',
    city: 'Austin',
    state: 'Texas',
    pincode: '78701',
  },
  erin: {
    gender: 'female',
    dob: '1995-03-04',
    addressLine1: '420 Peachtree Street NE',
    city: 'Atlanta',
    state: 'Georgia',
    pincode: '30308',
  },
  frank: {
    gender: 'male',
    dob: '1979-07-21',
    addressLine1: '61 Grand Street',
    addressLine2: 'Floor 2',
    city: 'New York',
    state: 'New York',
    pincode: '10013',
  },
  grace: {
    gender: 'female',
    dob: '1993-12-02',
    addressLine1: '230 East Colfax Avenue',
    landmark: 'Civic Center Park',
    city: 'Denver',
    state: 'Colorado',
    pincode: '80203',
  },
  heidi: {
    gender: 'female',
    dob: '1997-02-14',
    addressLine1: '1801 Kapiolani Boulevard',
    addressLine2: 'Apt 12',
    city: 'Honolulu',
    state: 'Hawaii',
    pincode: '96814',
  },
  ivan: {
    gender: 'male',
    dob: '1987-05-29',
    addressLine1: '505 Broadway',
    city: 'Nashville',
    state: 'Tennessee',
    pincode: '37203',
  },
  judy: {
    gender: 'female',
    dob: '1991-10-10',
    addressLine1: '88 Ocean Drive',
    landmark: 'South Beach',
    city: 'Miami Beach',
    state: 'Florida',
    pincode: '33139',
  },
  mallory: {
    gender: 'female',
    dob: '1989-08-06',
    addressLine1: '300 SW Main Street',
    addressLine2: 'Apt 7/C',
    city: 'Portland',
    state: 'Oregon',
    pincode: '97204',
  },
};
