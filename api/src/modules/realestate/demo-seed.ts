import type { Db } from '../../db/client';
import { brokerQuotes, brokers as brokersTable, policyLinks, realEstateLinks } from '../../db/schema';

const POLICY_LINKS = [
  {
    title: 'Unified Development Control and Promotion Regulations (UDCPR) 2020',
    state: 'Maharashtra',
    authority: 'Urban Development Department',
    url: 'https://urban.maharashtra.gov.in/',
    effective_from: '2020-12-03',
    tags: ['FSI', 'TDR', 'Setbacks'],
  },
  {
    title: 'DCPR 2034 for Greater Mumbai',
    state: 'Maharashtra',
    authority: 'MCGM',
    url: 'https://portal.mcgm.gov.in/',
    effective_from: '2018-11-13',
    tags: ['FSI', 'Parking'],
  },
  {
    title: 'Revised Master Plan 2015 Zoning Regulations',
    state: 'Karnataka',
    authority: 'BDA',
    url: 'https://bdabangalore.org/',
    effective_from: '2007-06-25',
    tags: ['Zoning'],
  },
  {
    title: 'Telangana Building Rules 2012 (G.O. Ms. 168)',
    state: 'Telangana',
    authority: 'MA&UD Department',
    url: 'https://www.telangana.gov.in/',
    effective_from: '2012-04-07',
    tags: ['Setbacks', 'Height'],
  },
  {
    title: 'Comprehensive GDCR',
    state: 'Gujarat',
    authority: 'Urban Development & Urban Housing Department',
    url: 'https://udd.gujarat.gov.in/',
    effective_from: '2017-10-12',
    tags: ['FSI', 'GDCR'],
  },
];

const PORTALS = [
  { state: 'Maharashtra', kind: 'LAND_RECORDS', title: 'Mahabhumi 7/12 and 8A', url: 'https://bhulekh.mahabhumi.gov.in/' },
  { state: 'Maharashtra', kind: 'RERA', title: 'MahaRERA project search', url: 'https://maharera.maharashtra.gov.in/' },
  { state: 'Maharashtra', kind: 'REGISTRATION', title: 'IGR Maharashtra e-search', url: 'https://igrmaharashtra.gov.in/' },
  { state: 'Maharashtra', kind: 'READY_RECKONER', title: 'Annual Statement of Rates (ASR)', url: 'https://igrmaharashtra.gov.in/eASR/' },
  { state: 'Karnataka', kind: 'LAND_RECORDS', title: 'Bhoomi RTC', url: 'https://landrecords.karnataka.gov.in/' },
  { state: 'Karnataka', kind: 'RERA', title: 'RERA Karnataka', url: 'https://rera.karnataka.gov.in/' },
  { state: 'Karnataka', kind: 'REGISTRATION', title: 'Kaveri Online Services', url: 'https://kaverionline.karnataka.gov.in/' },
  { state: 'Telangana', kind: 'LAND_RECORDS', title: 'Dharani', url: 'https://dharani.telangana.gov.in/' },
  { state: 'Gujarat', kind: 'LAND_RECORDS', title: 'AnyRoR', url: 'https://anyror.gujarat.gov.in/' },
  { state: 'Delhi', kind: 'REGISTRATION', title: 'Delhi e-Registration', url: 'https://eregistration.delhigovt.nic.in/' },
];

const BROKERS = [
  {
    name: 'Sandeep Kulkarni',
    firm: 'Kulkarni Estates',
    mobile: '9822012345',
    email: 'sandeep@kulkarniestates.example.com',
    localities: ['Kothrud', 'Karve Nagar'],
    pincodes: ['411038', '411052'],
    property_types: ['RES_FLAT', 'ROW_HOUSE'],
  },
  {
    name: 'Farhan Shaikh',
    firm: 'Prime Realty',
    mobile: '9867054321',
    email: 'farhan@primerealty.example.com',
    localities: ['Andheri East', 'Powai'],
    pincodes: ['400069', '400076'],
    property_types: ['RES_FLAT', 'OFFICE', 'COMMERCIAL_SHOP'],
  },
  {
    name: 'Lakshmi Narayan',
    firm: 'LN Properties',
    mobile: '9845098765',
    email: null,
    localities: ['Whitefield', 'Marathahalli'],
    pincodes: ['560066', '560037'],
    property_types: ['RES_FLAT', 'PLOT'],
  },
  {
    name: 'Ravi Teja',
    firm: null,
    mobile: '9849011223',
    email: 'raviteja@example.com',
    localities: ['Gachibowli', 'Kondapur'],
    pincodes: ['500032', '500084'],
    property_types: ['RES_FLAT', 'INDEPENDENT_HOUSE'],
  },
];

/** Quotes per broker: [locality, pincode, type, rate min, rate max] per sq ft, a few months apart. */
const QUOTES: [number, string, string, string, number, number][] = [
  [0, 'Kothrud', '411038', 'RES_FLAT', 11_500, 13_800],
  [0, 'Karve Nagar', '411052', 'RES_FLAT', 10_200, 12_100],
  [0, 'Kothrud', '411038', 'ROW_HOUSE', 14_000, 16_500],
  [1, 'Andheri East', '400069', 'RES_FLAT', 24_000, 29_500],
  [1, 'Powai', '400076', 'OFFICE', 27_000, 33_000],
  [1, 'Andheri East', '400069', 'COMMERCIAL_SHOP', 38_000, 46_000],
  [2, 'Whitefield', '560066', 'RES_FLAT', 8_200, 9_900],
  [2, 'Marathahalli', '560037', 'PLOT', 7_500, 9_000],
  [3, 'Gachibowli', '500032', 'RES_FLAT', 8_800, 10_400],
  [3, 'Kondapur', '500084', 'INDEPENDENT_HOUSE', 9_500, 11_800],
];

/** Demo real-estate intelligence: policy links, state portals, brokers and their quotes. */
export async function seedRealEstateDemo(tx: Db): Promise<void> {
  await tx.insert(policyLinks).values(POLICY_LINKS);
  await tx.insert(realEstateLinks).values(PORTALS);
  const brokers = await tx.insert(brokersTable).values(BROKERS).returning({ id: brokersTable.id });
  const day = (monthsAgo: number) => new Date(Date.now() - monthsAgo * 30 * 86_400_000).toISOString().slice(0, 10);
  const quotes = QUOTES.flatMap(([b, locality, pincode, property_type, min, max]) =>
    // The same locality quoted now and 6 and 12 months ago: rates drift up about 4% a half-year.
    [0, 6, 12].map((monthsAgo) => {
      const f = 1 - monthsAgo * 0.0065;
      return {
        broker_id: brokers[b].id,
        quoted_on: day(monthsAgo),
        locality,
        pincode,
        property_type,
        unit: 'SQFT',
        rate_min: Math.round(min * f),
        rate_max: Math.round(max * f),
      };
    }),
  );
  await tx.insert(brokerQuotes).values(quotes);
}
