/** Reference data for generated cases: clients, where the firm's offices work, and their share of work. */

export interface BankSeed {
  name: string;
  short: string;
  type: 'PSB' | 'PRIVATE_BANK' | 'SFB' | 'COOP_BANK' | 'HFC' | 'NBFC';
  /** IFSC bank code; housing-finance companies and NBFCs have none. */
  ifsc: string | null;
  tat: number;
  /** Relative share of the firm's cases. */
  weight: number;
  realisable: number;
  distress: number;
}

export const BANKS: BankSeed[] = [
  { name: 'State Bank of India', short: 'SBI', type: 'PSB', ifsc: 'SBIN', tat: 5, weight: 10, realisable: 90, distress: 80 },
  { name: 'HDFC Bank', short: 'HDFC', type: 'PRIVATE_BANK', ifsc: 'HDFC', tat: 4, weight: 8, realisable: 90, distress: 80 },
  { name: 'ICICI Bank', short: 'ICICI', type: 'PRIVATE_BANK', ifsc: 'ICIC', tat: 4, weight: 7, realisable: 90, distress: 80 },
  { name: 'Bank of Baroda', short: 'BOB', type: 'PSB', ifsc: 'BARB', tat: 6, weight: 5, realisable: 90, distress: 80 },
  { name: 'Axis Bank', short: 'AXIS', type: 'PRIVATE_BANK', ifsc: 'UTIB', tat: 4, weight: 5, realisable: 90, distress: 80 },
  { name: 'Punjab National Bank', short: 'PNB', type: 'PSB', ifsc: 'PUNB', tat: 6, weight: 4, realisable: 90, distress: 80 },
  { name: 'Canara Bank', short: 'CANARA', type: 'PSB', ifsc: 'CNRB', tat: 7, weight: 4, realisable: 90, distress: 80 },
  { name: 'Union Bank of India', short: 'UBI', type: 'PSB', ifsc: 'UBIN', tat: 7, weight: 3, realisable: 90, distress: 80 },
  { name: 'Kotak Mahindra Bank', short: 'KOTAK', type: 'PRIVATE_BANK', ifsc: 'KKBK', tat: 4, weight: 3, realisable: 90, distress: 80 },
  { name: 'IDFC FIRST Bank', short: 'IDFC', type: 'PRIVATE_BANK', ifsc: 'IDFB', tat: 5, weight: 2, realisable: 90, distress: 80 },
  { name: 'AU Small Finance Bank', short: 'AUSFB', type: 'SFB', ifsc: 'AUBL', tat: 5, weight: 2, realisable: 85, distress: 75 },
  {
    name: 'Saraswat Co-operative Bank',
    short: 'SARASWAT',
    type: 'COOP_BANK',
    ifsc: 'SRCB',
    tat: 7,
    weight: 1,
    realisable: 85,
    distress: 75,
  },
  { name: 'LIC Housing Finance', short: 'LICHFL', type: 'HFC', ifsc: null, tat: 6, weight: 4, realisable: 90, distress: 80 },
  { name: 'Bajaj Housing Finance', short: 'BHFL', type: 'HFC', ifsc: null, tat: 4, weight: 3, realisable: 90, distress: 80 },
  { name: 'PNB Housing Finance', short: 'PNBHFL', type: 'HFC', ifsc: null, tat: 5, weight: 2, realisable: 90, distress: 80 },
  { name: 'Tata Capital Housing Finance', short: 'TCHFL', type: 'NBFC', ifsc: null, tat: 5, weight: 2, realisable: 85, distress: 75 },
];

export interface CitySeed {
  city: string;
  district: string;
  state: string;
  stateCode: string;
  /** First pincode, how many, and the step between them. */
  pin: [first: number, count: number, step: number];
  lat: number;
  lng: number;
  /** Relative share of the office's cases. */
  weight: number;
  localities: string[];
}

/** The cities each company branch (by code) serves. The first locality of a city hosts the first bank branches. */
export const REGIONS: Record<string, { share: number; cities: CitySeed[] }> = {
  MUM: {
    share: 24,
    cities: [
      {
        city: 'Mumbai',
        district: 'Mumbai Suburban',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [400001, 40, 2],
        lat: 19.076,
        lng: 72.878,
        weight: 5,
        localities: ['Andheri East', 'Bandra West', 'Borivali West', 'Dadar', 'Powai', 'Goregaon East', 'Chembur', 'Malad West'],
      },
      {
        city: 'Thane',
        district: 'Thane',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [400601, 15, 1],
        lat: 19.218,
        lng: 72.978,
        weight: 3,
        localities: ['Thane West', 'Ghodbunder Road', 'Majiwada'],
      },
      {
        city: 'Navi Mumbai',
        district: 'Thane',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [400701, 10, 1],
        lat: 19.033,
        lng: 73.029,
        weight: 2,
        localities: ['Vashi', 'Kharghar', 'Nerul'],
      },
      {
        city: 'Kalyan',
        district: 'Thane',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [421301, 6, 1],
        lat: 19.243,
        lng: 73.135,
        weight: 1,
        localities: ['Kalyan West'],
      },
    ],
  },
  PUN: {
    share: 16,
    cities: [
      {
        city: 'Pune',
        district: 'Pune',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [411001, 26, 2],
        lat: 18.52,
        lng: 73.856,
        weight: 5,
        localities: ['Koregaon Park', 'Shivaji Nagar', 'Kothrud', 'Hinjewadi', 'Baner', 'Hadapsar'],
      },
      {
        city: 'Pimpri-Chinchwad',
        district: 'Pune',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [411057, 6, 1],
        lat: 18.629,
        lng: 73.799,
        weight: 2,
        localities: ['Pimpri', 'Wakad'],
      },
      {
        city: 'Nashik',
        district: 'Nashik',
        state: 'Maharashtra',
        stateCode: '27',
        pin: [422001, 13, 1],
        lat: 19.997,
        lng: 73.79,
        weight: 2,
        localities: ['College Road', 'Nashik Road'],
      },
    ],
  },
  DEL: {
    share: 17,
    cities: [
      {
        city: 'New Delhi',
        district: 'New Delhi',
        state: 'Delhi',
        stateCode: '07',
        pin: [110001, 48, 2],
        lat: 28.614,
        lng: 77.209,
        weight: 5,
        localities: ['Connaught Place', 'Karol Bagh', 'Lajpat Nagar', 'Dwarka', 'Rohini', 'Janakpuri'],
      },
      {
        city: 'Gurugram',
        district: 'Gurugram',
        state: 'Haryana',
        stateCode: '06',
        pin: [122001, 18, 1],
        lat: 28.459,
        lng: 77.027,
        weight: 3,
        localities: ['DLF Phase 2', 'Sohna Road', 'Sector 14'],
      },
      {
        city: 'Noida',
        district: 'Gautam Buddh Nagar',
        state: 'Uttar Pradesh',
        stateCode: '09',
        pin: [201301, 10, 1],
        lat: 28.535,
        lng: 77.391,
        weight: 2,
        localities: ['Sector 18', 'Sector 62'],
      },
      {
        city: 'Ghaziabad',
        district: 'Ghaziabad',
        state: 'Uttar Pradesh',
        stateCode: '09',
        pin: [201001, 12, 1],
        lat: 28.669,
        lng: 77.454,
        weight: 1,
        localities: ['Raj Nagar', 'Indirapuram'],
      },
    ],
  },
  BLR: {
    share: 14,
    cities: [
      {
        city: 'Bengaluru',
        district: 'Bengaluru Urban',
        state: 'Karnataka',
        stateCode: '29',
        pin: [560001, 50, 2],
        lat: 12.972,
        lng: 77.595,
        weight: 6,
        localities: ['MG Road', 'Koramangala', 'Whitefield', 'Jayanagar', 'Indiranagar', 'Electronic City', 'Hebbal'],
      },
      {
        city: 'Mysuru',
        district: 'Mysuru',
        state: 'Karnataka',
        stateCode: '29',
        pin: [570001, 20, 1],
        lat: 12.296,
        lng: 76.639,
        weight: 2,
        localities: ['Saraswathipuram', 'Vijayanagar'],
      },
      {
        city: 'Tumakuru',
        district: 'Tumakuru',
        state: 'Karnataka',
        stateCode: '29',
        pin: [572101, 7, 1],
        lat: 13.341,
        lng: 77.101,
        weight: 1,
        localities: ['BH Road'],
      },
    ],
  },
  HYD: {
    share: 11,
    cities: [
      {
        city: 'Hyderabad',
        district: 'Hyderabad',
        state: 'Telangana',
        stateCode: '36',
        pin: [500001, 45, 2],
        lat: 17.385,
        lng: 78.487,
        weight: 6,
        localities: ['Himayatnagar', 'Banjara Hills', 'Kukatpally', 'Gachibowli', 'Dilsukhnagar', 'Madhapur'],
      },
      {
        city: 'Warangal',
        district: 'Hanamkonda',
        state: 'Telangana',
        stateCode: '36',
        pin: [506001, 15, 1],
        lat: 17.968,
        lng: 79.594,
        weight: 2,
        localities: ['Hanamkonda'],
      },
      {
        city: 'Karimnagar',
        district: 'Karimnagar',
        state: 'Telangana',
        stateCode: '36',
        pin: [505001, 10, 1],
        lat: 18.439,
        lng: 79.129,
        weight: 1,
        localities: ['Mukarampura'],
      },
    ],
  },
  AMD: {
    share: 9,
    cities: [
      {
        city: 'Ahmedabad',
        district: 'Ahmedabad',
        state: 'Gujarat',
        stateCode: '24',
        pin: [380001, 30, 2],
        lat: 23.023,
        lng: 72.571,
        weight: 5,
        localities: ['Ashram Road', 'Navrangpura', 'Satellite', 'Maninagar', 'Bopal'],
      },
      {
        city: 'Gandhinagar',
        district: 'Gandhinagar',
        state: 'Gujarat',
        stateCode: '24',
        pin: [382006, 10, 2],
        lat: 23.216,
        lng: 72.637,
        weight: 1,
        localities: ['Sector 11'],
      },
      {
        city: 'Vadodara',
        district: 'Vadodara',
        state: 'Gujarat',
        stateCode: '24',
        pin: [390001, 25, 1],
        lat: 22.307,
        lng: 73.181,
        weight: 2,
        localities: ['Alkapuri', 'Fatehgunj'],
      },
      {
        city: 'Surat',
        district: 'Surat',
        state: 'Gujarat',
        stateCode: '24',
        pin: [395001, 20, 1],
        lat: 21.17,
        lng: 72.831,
        weight: 2,
        localities: ['Adajan', 'Athwa Lines'],
      },
    ],
  },
  CHE: {
    share: 9,
    cities: [
      {
        city: 'Chennai',
        district: 'Chennai',
        state: 'Tamil Nadu',
        stateCode: '33',
        pin: [600001, 50, 2],
        lat: 13.083,
        lng: 80.271,
        weight: 6,
        localities: ['Anna Salai', 'T Nagar', 'Adyar', 'Velachery', 'Anna Nagar', 'Tambaram'],
      },
      {
        city: 'Coimbatore',
        district: 'Coimbatore',
        state: 'Tamil Nadu',
        stateCode: '33',
        pin: [641001, 25, 2],
        lat: 11.017,
        lng: 76.956,
        weight: 2,
        localities: ['RS Puram', 'Gandhipuram'],
      },
      {
        city: 'Madurai',
        district: 'Madurai',
        state: 'Tamil Nadu',
        stateCode: '33',
        pin: [625001, 20, 1],
        lat: 9.925,
        lng: 78.12,
        weight: 1,
        localities: ['KK Nagar'],
      },
    ],
  },
};

export const BUILDINGS = [
  'Sai Residency',
  'Shanti Kunj',
  'Green Valley',
  'Lakeview Heights',
  'Sunrise Apartments',
  'Royal Palms',
  'Shree Ganesh Sadan',
  'Ashirwad Co-op Housing Society',
  'Silver Oak',
  'Orchid Enclave',
  'Vasant Vihar',
  'Krishna Towers',
  'Prestige Park',
  'Anand Nagar',
  'Gulmohar Residency',
  'Blue Ridge',
  'Palm Grove',
  'Harmony Heights',
];

export const HOLD_REASONS = [
  'Applicant not available for site visit',
  'Property locked; owner out of station',
  'Access to site refused by society',
  'Bank asked to hold the case',
];
export const QUERY_REASONS = [
  'Awaiting approved plan copy from bank',
  'Sale deed copy not legible',
  'Occupancy certificate awaited',
  'Bank to confirm property address',
];
export const REWORK_REASONS = [
  'Carpet area does not match the approved plan',
  'Rate adopted above the market range; recheck comparables',
  'Boundaries differ from the title deed',
  'Photographs of the kitchen and entrance missing',
];
export const CANCEL_REASONS = ['Case withdrawn by bank', 'Loan application rejected', 'Duplicate request from bank'];

/** Expense categories with their share and amount range (rupees). */
export const EXPENSE_KINDS: [category: string, share: number, min: number, max: number, text: string][] = [
  ['TRAVEL', 40, 150, 1800, 'Local travel for site visit'],
  ['FUEL', 25, 300, 2500, 'Fuel for two-wheeler'],
  ['COURIER', 10, 80, 600, 'Courier of hard copies to bank'],
  ['STATIONERY', 5, 100, 1500, 'Printing and stationery'],
  ['FOOD', 10, 100, 900, 'Meals on outstation visit'],
  ['UTILITIES', 5, 500, 4000, 'Office electricity and internet'],
  ['OTHER', 5, 100, 2000, 'Miscellaneous office expense'],
];
