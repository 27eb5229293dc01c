import { gstinCheckChar } from 'shared/resources';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_LOGINS = [
  { kind: 'admin', email: 'admin@example.com', page: '/auth/login', note: 'every right' },
  { kind: 'employee', email: 'employee@example.com', page: '/auth/employeeLogin', note: 'employee rights' },
  { kind: 'branch', email: 'branch@example.com', page: '/auth/branchlogin', note: 'bank-branch login' },
  { kind: 'admin (HR)', email: 'hr@example.com', page: '/auth/login', note: 'HR rights only' },
] as const;

/** The firm's PAN (a partnership firm: 4th letter F); each state registration is a GSTIN on it. */
const FIRM_PAN = 'AAPFV4821K';

/**
 * The firm's profile (Company Master): what every tax invoice, credit note and report letterhead
 * prints. Entity type F matches the PAN's fourth letter, so the demo offices' GSTINs can issue.
 */
export const COMPANY_PROFILE = {
  legal_name: 'Vighnaharta Valuers and Engineers LLP',
  trade_name: 'Vighnaharta Valuers',
  entity_type: 'F',
  pan: FIRM_PAN,
  registered_address: '4th Floor, Trade Centre, Bandra Kurla Complex, Bandra East',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400051',
  email: 'office@vighnaharta-valuers.example.in',
  phone: '022 2654 1200',
  website: 'https://vighnaharta-valuers.example.in',
};

function gstin(stateCode: string): string {
  const first14 = `${stateCode}${FIRM_PAN}1Z`;
  return first14 + gstinCheckChar(first14);
}

export const COMPANY_BRANCHES = [
  {
    code: 'MUM',
    branch_name: 'Mumbai',
    address: '4th Floor, Trade Centre, Bandra Kurla Complex, Mumbai',
    state: 'Maharashtra',
    state_code: '27',
    pincode: '400051',
  },
  { code: 'PUN', branch_name: 'Pune', address: '201, Shivaji Nagar, Pune', state: 'Maharashtra', state_code: '27', pincode: '411005' },
  { code: 'DEL', branch_name: 'New Delhi', address: '12, Connaught Place, New Delhi', state: 'Delhi', state_code: '07', pincode: '110001' },
  { code: 'BLR', branch_name: 'Bengaluru', address: '88, MG Road, Bengaluru', state: 'Karnataka', state_code: '29', pincode: '560001' },
  {
    code: 'HYD',
    branch_name: 'Hyderabad',
    address: '3-6-111, Himayatnagar, Hyderabad',
    state: 'Telangana',
    state_code: '36',
    pincode: '500029',
  },
  { code: 'AMD', branch_name: 'Ahmedabad', address: '7, Ashram Road, Ahmedabad', state: 'Gujarat', state_code: '24', pincode: '380009' },
  { code: 'CHE', branch_name: 'Chennai', address: '45, Anna Salai, Chennai', state: 'Tamil Nadu', state_code: '33', pincode: '600002' },
].map((b) => ({
  ...b,
  // One GSTIN per state: Mumbai and Pune share Maharashtra's.
  gstin: gstin(b.state_code),
  invoice_prefix: `${b.code}/`,
}));

export const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Vihaan',
  'Arjun',
  'Sai',
  'Reyansh',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Ananya',
  'Diya',
  'Priya',
  'Kavya',
  'Sneha',
  'Pooja',
  'Meera',
  'Neha',
  'Riya',
  'Lakshmi',
  'Suresh',
  'Ramesh',
  'Mahesh',
  'Kiran',
  'Deepak',
  'Sunita',
  'Anil',
  'Farhan',
  'Imran',
  'Gurpreet',
  'Harpreet',
  'Joseph',
  'Thomas',
  'Venkat',
  'Srinivas',
];
export const SURNAMES = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Kulkarni',
  'Deshpande',
  'Gupta',
  'Singh',
  'Khan',
  'Das',
  'Menon',
  'Joshi',
  'Rao',
  'Pillai',
  'Chatterjee',
  'Mehta',
  'Shah',
  'Verma',
  'Naidu',
];
export const ROLES = ['Site Inspector', 'Level-1', 'Level-2', 'Level-3', 'others'];

export const TASK_TITLES = [
  'Call bank for pending documents',
  'Upload site photos',
  'Review draft report',
  'Collect fee cheque',
  'Dispatch hard copy by courier',
  'Schedule site visit with applicant',
  'Update ready reckoner rates',
  'Verify approved plan copy',
  'Reply to bank query on valuation',
  'Renew empanelment documents',
  'Prepare monthly MIS',
  'Follow up on unbilled cases',
];
export const TASK_TYPES = ['CASE', 'BILL', 'COURIER', 'MASTER', 'HR', 'GENERAL'];
export const PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];
