import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyBranches, pincodes, users } from '../../db/schema/index';

/** Real pincodes around the firm's demo offices: [pincode, locality, district, state, branch code]. */
export const DEMO_PINCODES: readonly (readonly [string, string, string, string, string])[] = [
  ['400051', 'Bandra East', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400050', 'Bandra West', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400053', 'Andheri West', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400069', 'Andheri East', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400076', 'Powai', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400080', 'Mulund West', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400092', 'Borivali West', 'Mumbai Suburban', 'Maharashtra', 'MUM'],
  ['400001', 'Fort', 'Mumbai', 'Maharashtra', 'MUM'],
  ['400013', 'Lower Parel', 'Mumbai', 'Maharashtra', 'MUM'],
  ['400601', 'Thane West', 'Thane', 'Maharashtra', 'MUM'],
  ['400703', 'Vashi', 'Thane', 'Maharashtra', 'MUM'],
  ['401107', 'Mira Road East', 'Thane', 'Maharashtra', 'MUM'],
  ['421301', 'Kalyan West', 'Thane', 'Maharashtra', 'MUM'],
  ['410206', 'Panvel', 'Raigad', 'Maharashtra', 'MUM'],
  ['411001', 'Pune Camp', 'Pune', 'Maharashtra', 'PUN'],
  ['411004', 'Deccan Gymkhana', 'Pune', 'Maharashtra', 'PUN'],
  ['411005', 'Shivaji Nagar', 'Pune', 'Maharashtra', 'PUN'],
  ['411014', 'Viman Nagar', 'Pune', 'Maharashtra', 'PUN'],
  ['411038', 'Kothrud', 'Pune', 'Maharashtra', 'PUN'],
  ['411057', 'Hinjewadi', 'Pune', 'Maharashtra', 'PUN'],
  ['411044', 'Chinchwad', 'Pune', 'Maharashtra', 'PUN'],
  ['422005', 'Nashik Road', 'Nashik', 'Maharashtra', 'PUN'],
  ['110001', 'Connaught Place', 'New Delhi', 'Delhi', 'DEL'],
  ['110017', 'Malviya Nagar', 'South Delhi', 'Delhi', 'DEL'],
  ['110024', 'Lajpat Nagar', 'South East Delhi', 'Delhi', 'DEL'],
  ['110034', 'Pitampura', 'North West Delhi', 'Delhi', 'DEL'],
  ['110075', 'Dwarka Sector 6', 'South West Delhi', 'Delhi', 'DEL'],
  ['110092', 'Preet Vihar', 'East Delhi', 'Delhi', 'DEL'],
  ['122002', 'DLF Phase 2', 'Gurugram', 'Haryana', 'DEL'],
  ['122018', 'Sohna Road', 'Gurugram', 'Haryana', 'DEL'],
  ['201301', 'Noida Sector 18', 'Gautam Buddha Nagar', 'Uttar Pradesh', 'DEL'],
  ['201010', 'Indirapuram', 'Ghaziabad', 'Uttar Pradesh', 'DEL'],
  ['121001', 'Faridabad Sector 15', 'Faridabad', 'Haryana', 'DEL'],
  ['560001', 'MG Road', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['560034', 'Koramangala', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['560038', 'Indiranagar', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['560066', 'Whitefield', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['560076', 'Bannerghatta Road', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['560100', 'Electronic City', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['560064', 'Yelahanka', 'Bengaluru Urban', 'Karnataka', 'BLR'],
  ['570001', 'Mysuru City', 'Mysuru', 'Karnataka', 'BLR'],
  ['500029', 'Himayatnagar', 'Hyderabad', 'Telangana', 'HYD'],
  ['500033', 'Jubilee Hills', 'Hyderabad', 'Telangana', 'HYD'],
  ['500034', 'Banjara Hills', 'Hyderabad', 'Telangana', 'HYD'],
  ['500081', 'Madhapur', 'Rangareddy', 'Telangana', 'HYD'],
  ['500032', 'Gachibowli', 'Rangareddy', 'Telangana', 'HYD'],
  ['500072', 'Kukatpally', 'Medchal Malkajgiri', 'Telangana', 'HYD'],
  ['500003', 'Secunderabad', 'Hyderabad', 'Telangana', 'HYD'],
  ['520010', 'Benz Circle', 'NTR', 'Andhra Pradesh', 'HYD'],
  ['380009', 'Navrangpura', 'Ahmedabad', 'Gujarat', 'AMD'],
  ['380015', 'Satellite', 'Ahmedabad', 'Gujarat', 'AMD'],
  ['380054', 'Bodakdev', 'Ahmedabad', 'Gujarat', 'AMD'],
  ['382421', 'Gandhinagar Sector 21', 'Gandhinagar', 'Gujarat', 'AMD'],
  ['395007', 'Vesu', 'Surat', 'Gujarat', 'AMD'],
  ['390007', 'Alkapuri', 'Vadodara', 'Gujarat', 'AMD'],
  ['600002', 'Anna Salai', 'Chennai', 'Tamil Nadu', 'CHE'],
  ['600017', 'T Nagar', 'Chennai', 'Tamil Nadu', 'CHE'],
  ['600020', 'Adyar', 'Chennai', 'Tamil Nadu', 'CHE'],
  ['600040', 'Anna Nagar', 'Chennai', 'Tamil Nadu', 'CHE'],
  ['600096', 'Perungudi', 'Chennai', 'Tamil Nadu', 'CHE'],
  ['603103', 'Kelambakkam', 'Chengalpattu', 'Tamil Nadu', 'CHE'],
  ['641002', 'RS Puram', 'Coimbatore', 'Tamil Nadu', 'CHE'],
  ['700091', 'Salt Lake Sector V', 'North 24 Parganas', 'West Bengal', ''],
  ['302017', 'Malviya Nagar', 'Jaipur', 'Rajasthan', ''],
  ['452010', 'Vijay Nagar', 'Indore', 'Madhya Pradesh', ''],
  ['682024', 'Edappally', 'Ernakulam', 'Kerala', ''],
  ['403001', 'Panaji', 'North Goa', 'Goa', ''],
  ['160017', 'Sector 17', 'Chandigarh', 'Chandigarh', ''],
];

/** The demo pincodes with each office's site inspectors covering its area (part of the demo seed). */
export async function seedPincodesDemo(db: Db): Promise<void> {
  const branches = await db.select({ id: companyBranches.id, code: companyBranches.code }).from(companyBranches);
  const byCode = new Map(branches.map((b) => [b.code, b.id]));
  const engineers = await db
    .select({ id: users.id, branch: users.company_branch_id })
    .from(users)
    .where(inArray(users.role, ['Site Inspector', 'Level-1']))
    .orderBy(users.id);
  const rows = DEMO_PINCODES.map(([pincode, locality, district, state, code], i) => {
    const branchId = byCode.get(code) ?? null;
    const local = engineers.filter((e) => e.branch === branchId);
    return {
      pincode, locality, district, state,
      company_branch_id: branchId,
      engineer_id: local.length ? local[i % local.length].id : null,
      backup_engineer_id: local.length > 1 ? local[(i + 1) % local.length].id : null,
      status: '1',
    };
  });
  await db.insert(pincodes).values(rows).onConflictDoNothing();
  await db.execute(sql`ANALYZE pincodes`);
}
