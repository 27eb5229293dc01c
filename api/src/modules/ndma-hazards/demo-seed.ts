import type { Db } from '../../db/client';
import { ndmaHazards } from '../../db/schema/index';

type Row = [state: string, district: string, zone: string, wind: string, flood: string, cyclone: string, landslide: string, crz: string];

/** District hazard profiles (IS 1893 zones, IS 875 wind speeds, the BMTPC atlas) for the demo seed. */
export const DEMO_NDMA: readonly Row[] = [
  ['Maharashtra', 'Mumbai', 'III', '44', 'YES', 'YES', 'NO', 'YES'],
  ['Maharashtra', 'Mumbai Suburban', 'III', '44', 'YES', 'YES', 'NO', 'YES'],
  ['Maharashtra', 'Thane', 'III', '44', 'YES', 'YES', 'NO', 'YES'],
  ['Maharashtra', 'Raigad', 'IV', '44', 'YES', 'YES', 'YES', 'YES'],
  ['Maharashtra', 'Pune', 'III', '39', 'NO', 'NO', 'YES', 'NO'],
  ['Maharashtra', 'Nashik', 'III', '39', 'NO', 'NO', 'NO', 'NO'],
  ['Delhi', 'New Delhi', 'IV', '47', 'YES', 'NO', 'NO', 'NO'],
  ['Delhi', 'South Delhi', 'IV', '47', 'NO', 'NO', 'NO', 'NO'],
  ['Haryana', 'Gurugram', 'IV', '47', 'NO', 'NO', 'NO', 'NO'],
  ['Uttar Pradesh', 'Gautam Buddha Nagar', 'IV', '47', 'YES', 'NO', 'NO', 'NO'],
  ['Karnataka', 'Bengaluru Urban', 'II', '33', 'NO', 'NO', 'NO', 'NO'],
  ['Karnataka', 'Mysuru', 'II', '33', 'NO', 'NO', 'NO', 'NO'],
  ['Telangana', 'Hyderabad', 'II', '44', 'YES', 'NO', 'NO', 'NO'],
  ['Telangana', 'Rangareddy', 'II', '44', 'NO', 'NO', 'NO', 'NO'],
  ['Gujarat', 'Ahmedabad', 'III', '39', 'YES', 'NO', 'NO', 'NO'],
  ['Gujarat', 'Kachchh', 'V', '50', 'NO', 'YES', 'NO', 'YES'],
  ['Gujarat', 'Surat', 'III', '44', 'YES', 'YES', 'NO', 'YES'],
  ['Tamil Nadu', 'Chennai', 'III', '50', 'YES', 'YES', 'NO', 'YES'],
  ['Tamil Nadu', 'Coimbatore', 'III', '39', 'NO', 'NO', 'NO', 'NO'],
  ['West Bengal', 'Kolkata', 'III', '50', 'YES', 'YES', 'NO', 'NO'],
  ['Assam', 'Kamrup Metropolitan', 'V', '50', 'YES', 'NO', 'YES', 'NO'],
  ['Uttarakhand', 'Dehradun', 'VI', '47', 'NO', 'NO', 'YES', 'NO'],
  ['Himachal Pradesh', 'Shimla', 'VI', '39', 'NO', 'NO', 'YES', 'NO'],
  ['Jammu and Kashmir', 'Srinagar', 'VI', '39', 'YES', 'NO', 'YES', 'NO'],
  ['Bihar', 'Patna', 'IV', '47', 'YES', 'NO', 'NO', 'NO'],
  ['Odisha', 'Khordha', 'III', '50', 'YES', 'YES', 'NO', 'YES'],
  ['Andhra Pradesh', 'Visakhapatnam', 'II', '50', 'YES', 'YES', 'NO', 'YES'],
  ['Kerala', 'Ernakulam', 'III', '39', 'YES', 'NO', 'YES', 'YES'],
  ['Goa', 'North Goa', 'III', '39', 'YES', 'YES', 'YES', 'YES'],
  ['Rajasthan', 'Jaipur', 'II', '47', 'NO', 'NO', 'NO', 'NO'],
];

export async function seedNdmaDemo(db: Db): Promise<void> {
  await db
    .insert(ndmaHazards)
    .values(DEMO_NDMA.map(([state, district, seismic_zone, basic_wind_speed, flood_prone, cyclone_prone, landslide_prone, coastal_regulation_zone]) => ({ state, district, seismic_zone, basic_wind_speed, flood_prone, cyclone_prone, landslide_prone, coastal_regulation_zone })))
    .onConflictDoNothing();
}
