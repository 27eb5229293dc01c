import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/rows';
import { rows } from '../../db/rows';

/**
 * India's postal circles as the scale seed spreads pincodes over them: the pincode's first two
 * digits, the state, real districts of the circle, and the district profile of the BMTPC
 * vulnerability atlas that the hazard master holds (seismic zone, basic wind speed m/s, flood,
 * cyclone, landslide; the first district of a coastal state lies in the coastal regulation zone).
 */
export const CIRCLES = [
  ['11', 'Delhi', ['New Delhi', 'South Delhi', 'North West Delhi', 'East Delhi', 'Shahdara'], 'IV', '47', 'Y', 'N', 'N', false],
  ['12', 'Haryana', ['Gurugram', 'Faridabad', 'Panipat', 'Karnal', 'Hisar', 'Rohtak'], 'IV', '47', 'Y', 'N', 'N', false],
  ['14', 'Punjab', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda'], 'IV', '47', 'Y', 'N', 'N', false],
  ['17', 'Himachal Pradesh', ['Shimla', 'Kangra', 'Mandi', 'Kullu', 'Solan'], 'V', '39', 'N', 'N', 'Y', false],
  ['18', 'Jammu and Kashmir', ['Jammu', 'Srinagar', 'Anantnag', 'Baramulla', 'Udhampur'], 'V', '39', 'Y', 'N', 'Y', false],
  [
    '20',
    'Uttar Pradesh',
    ['Lucknow', 'Kanpur Nagar', 'Agra', 'Varanasi', 'Prayagraj', 'Meerut', 'Gorakhpur'],
    'III',
    '47',
    'Y',
    'N',
    'N',
    false,
  ],
  ['24', 'Uttarakhand', ['Dehradun', 'Haridwar', 'Nainital', 'Udham Singh Nagar', 'Pauri Garhwal'], 'V', '47', 'Y', 'N', 'Y', false],
  ['30', 'Rajasthan', ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner'], 'II', '47', 'N', 'N', 'N', false],
  ['36', 'Gujarat', ['Kachchh', 'Rajkot', 'Jamnagar', 'Bhavnagar', 'Junagadh'], 'III', '50', 'N', 'Y', 'N', true],
  ['38', 'Gujarat', ['Ahmedabad', 'Gandhinagar', 'Vadodara', 'Surat', 'Anand'], 'III', '44', 'Y', 'N', 'N', false],
  ['40', 'Maharashtra', ['Ratnagiri', 'Raigad', 'Palghar', 'Sindhudurg'], 'III', '44', 'Y', 'Y', 'Y', true],
  ['41', 'Maharashtra', ['Satara', 'Sangli', 'Kolhapur', 'Solapur', 'Ahmednagar'], 'III', '39', 'N', 'N', 'Y', false],
  ['44', 'Maharashtra', ['Nagpur', 'Amravati', 'Chandrapur', 'Wardha', 'Akola'], 'II', '44', 'N', 'N', 'N', false],
  ['45', 'Madhya Pradesh', ['Indore', 'Bhopal', 'Ujjain', 'Jabalpur', 'Gwalior', 'Sagar'], 'II', '39', 'N', 'N', 'N', false],
  ['49', 'Chhattisgarh', ['Raipur', 'Bilaspur', 'Durg', 'Korba', 'Rajnandgaon'], 'II', '39', 'N', 'N', 'N', false],
  ['50', 'Telangana', ['Hyderabad', 'Rangareddy', 'Medchal-Malkajgiri', 'Warangal', 'Karimnagar'], 'II', '44', 'N', 'N', 'N', false],
  ['52', 'Andhra Pradesh', ['Krishna', 'Guntur', 'Visakhapatnam', 'East Godavari', 'Nellore'], 'III', '50', 'Y', 'Y', 'N', true],
  ['56', 'Karnataka', ['Bengaluru Urban', 'Mysuru', 'Dakshina Kannada', 'Belagavi', 'Tumakuru'], 'II', '33', 'N', 'N', 'N', false],
  ['60', 'Tamil Nadu', ['Chennai', 'Kancheepuram', 'Tiruvallur', 'Chengalpattu', 'Cuddalore'], 'III', '50', 'Y', 'Y', 'N', true],
  ['64', 'Tamil Nadu', ['Coimbatore', 'Tiruppur', 'Erode', 'Salem', 'Nilgiris'], 'III', '39', 'N', 'N', 'Y', false],
  ['68', 'Kerala', ['Ernakulam', 'Thiruvananthapuram', 'Kozhikode', 'Thrissur', 'Idukki'], 'III', '39', 'Y', 'N', 'Y', true],
  ['70', 'West Bengal', ['Kolkata', 'North 24 Parganas', 'Howrah', 'Hooghly', 'Purba Medinipur'], 'IV', '50', 'Y', 'Y', 'N', true],
  ['75', 'Odisha', ['Khordha', 'Cuttack', 'Puri', 'Ganjam', 'Balasore'], 'III', '50', 'Y', 'Y', 'N', true],
  ['78', 'Assam', ['Kamrup Metropolitan', 'Dibrugarh', 'Jorhat', 'Nagaon', 'Cachar'], 'V', '50', 'Y', 'N', 'Y', false],
  ['80', 'Bihar', ['Patna', 'Gaya', 'Muzaffarpur', 'Bhagalpur', 'Darbhanga'], 'IV', '47', 'Y', 'N', 'N', false],
  ['83', 'Jharkhand', ['Ranchi', 'East Singhbhum', 'Dhanbad', 'Bokaro', 'Hazaribagh'], 'III', '47', 'N', 'N', 'N', false],
] as const;

/** India has some 19,000 pincodes and 155,000 post offices: one head office row per pincode, then branch offices. */
const PINCODES = 19_000;
const MAX_BRANCH_OFFICES = 136_000;
const LOCALITIES = [
  'Shivaji Nagar',
  'Gandhi Nagar',
  'Station Road',
  'Civil Lines',
  'Laxmi Nagar',
  'Ram Nagar',
  'Subhash Chowk',
  'Nehru Colony',
  'Indira Nagar',
  'Market Yard',
  'Sadar Bazar',
  'Rajendra Nagar',
  'Vidya Nagar',
  'Azad Nagar',
  'New Colony',
  'Old Town',
];
/** The scale seed's post offices end as India Post names them; the demo's localities never do. */
const GENERATED_LOCALITY = ' [SB]\\.O$';
const NDMA_SOURCE = 'Vulnerability Atlas of India, 3rd edition (district profile)';

const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;

/**
 * Pincodes (19,000 head offices plus a branch office per ten cases, up to India's count) spread over
 * the circles' districts, each served by the firm's office in its state and one of its site
 * engineers; and a hazard master row for every such district. Replaces its own rows on a rerun.
 */
export async function seedPlacesAtScale(db: Runner, cases: number): Promise<{ pincodes: number; ndma: number }> {
  const circles = CIRCLES.map(([prefix, state, districts, zone, wind, flood, cyclone, landslide, coastal], k) => ({
    k,
    prefix,
    state,
    districts,
    zone,
    wind,
    flood,
    cyclone,
    landslide,
    coastal,
  }));
  await db.execute(sql`DELETE FROM pincodes WHERE locality ~ ${GENERATED_LOCALITY}`);
  await db.execute(sql`DELETE FROM ndma_hazards WHERE remarks = ${NDMA_SOURCE}`);
  const total = PINCODES + Math.min(MAX_BRANCH_OFFICES, Math.round(cases / 10));
  const [{ n: pincodes }] = await rows<{ n: number }>(
    db,
    sql`
    WITH c AS (SELECT * FROM jsonb_to_recordset(${json(circles)}) AS x(k int, prefix text, state text, districts text[])),
    office AS (SELECT DISTINCT ON (state) state, id FROM company_branches ORDER BY state, id),
    crew AS (SELECT company_branch_id, array_agg(id ORDER BY id) AS ids FROM users
             WHERE status = '1' AND role = 'Site Inspector' GROUP BY company_branch_id),
    gen AS (
      SELECT i, (i - 1) % ${PINCODES} AS p, c.* FROM generate_series(1, ${total}) i
      JOIN c ON c.k = ((i - 1) % ${PINCODES}) % ${circles.length}),
    pin AS (
      SELECT g.*, g.prefix || lpad((g.p / ${circles.length} + 1)::text, 4, '0') AS pincode,
             g.districts[1 + (g.p / ${circles.length}) % cardinality(g.districts)] AS district FROM gen g),
    ins AS (
      INSERT INTO pincodes (pincode, locality, district, state, company_branch_id, engineer_id, backup_engineer_id)
      SELECT pin.pincode,
             (${json(LOCALITIES)} ->> ((pin.p + pin.i / ${PINCODES}) % ${LOCALITIES.length})::int) ||
               CASE WHEN pin.i <= ${PINCODES} THEN ' S.O' ELSE ' B.O' END,
             pin.district, pin.state, office.id,
             crew.ids[1 + pin.p % cardinality(crew.ids)], crew.ids[1 + (pin.p + 1) % cardinality(crew.ids)]
      FROM pin LEFT JOIN office ON office.state = pin.state LEFT JOIN crew ON crew.company_branch_id = office.id
      -- A pincode the demo already names keeps its district: the hazard lookup reads one district per pincode.
      WHERE NOT EXISTS (SELECT 1 FROM pincodes d WHERE d.pincode = pin.pincode)
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  const [{ n: ndma }] = await rows<{ n: number }>(
    db,
    sql`
    WITH ins AS (
      INSERT INTO ndma_hazards (state, district, seismic_zone, basic_wind_speed, flood_prone, cyclone_prone, landslide_prone,
                                coastal_regulation_zone, remarks)
      SELECT x.state, d.district, CASE WHEN d.district = 'Kachchh' THEN 'V' ELSE x.zone END, x.wind, x.flood, x.cyclone,
             x.landslide, CASE WHEN x.coastal AND d.n = 1 THEN 'Y' ELSE 'N' END, ${NDMA_SOURCE}
      FROM jsonb_to_recordset(${json(circles)}) AS x(state text, districts text[], zone text, wind text, flood text,
             cyclone text, landslide text, coastal boolean),
           unnest(x.districts) WITH ORDINALITY AS d(district, n)
      ON CONFLICT DO NOTHING RETURNING 1)
    SELECT count(*)::int AS n FROM ins`,
  );
  return { pincodes, ndma };
}
