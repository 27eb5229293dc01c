import type { Db } from '../../db/client';
import { ndmaHazards } from '../../db/schema/index';

type Row = [state: string, district: string, zone: string, wind: string, flood: string, cyclone: string, landslide: string, crz: string];

/** District hazard profiles (IS 1893 zones, IS 875 wind speeds, the BMTPC atlas) for the demo seed. */
export const DEMO_NDMA: readonly Row[] = [
  ['Maharashtra', 'Mumbai', 'III', '44', 'Y', 'Y', 'N', 'Y'],
  ['Maharashtra', 'Mumbai Suburban', 'III', '44', 'Y', 'Y', 'N', 'Y'],
  ['Maharashtra', 'Thane', 'III', '44', 'Y', 'Y', 'N', 'Y'],
  ['Maharashtra', 'Raigad', 'IV', '44', 'Y', 'Y', 'Y', 'Y'],
  ['Maharashtra', 'Pune', 'III', '39', 'N', 'N', 'Y', 'N'],
  ['Maharashtra', 'Nashik', 'III', '39', 'N', 'N', 'N', 'N'],
  ['Delhi', 'New Delhi', 'IV', '47', 'Y', 'N', 'N', 'N'],
  ['Delhi', 'South Delhi', 'IV', '47', 'N', 'N', 'N', 'N'],
  ['Haryana', 'Gurugram', 'IV', '47', 'N', 'N', 'N', 'N'],
  ['Uttar Pradesh', 'Gautam Buddha Nagar', 'IV', '47', 'Y', 'N', 'N', 'N'],
  ['Karnataka', 'Bengaluru Urban', 'II', '33', 'N', 'N', 'N', 'N'],
  ['Karnataka', 'Mysuru', 'II', '33', 'N', 'N', 'N', 'N'],
  ['Telangana', 'Hyderabad', 'II', '44', 'Y', 'N', 'N', 'N'],
  ['Telangana', 'Rangareddy', 'II', '44', 'N', 'N', 'N', 'N'],
  ['Gujarat', 'Ahmedabad', 'III', '39', 'Y', 'N', 'N', 'N'],
  ['Gujarat', 'Kachchh', 'V', '50', 'N', 'Y', 'N', 'Y'],
  ['Gujarat', 'Surat', 'III', '44', 'Y', 'Y', 'N', 'Y'],
  ['Tamil Nadu', 'Chennai', 'III', '50', 'Y', 'Y', 'N', 'Y'],
  ['Tamil Nadu', 'Coimbatore', 'III', '39', 'N', 'N', 'N', 'N'],
  ['West Bengal', 'Kolkata', 'III', '50', 'Y', 'Y', 'N', 'N'],
  ['Assam', 'Kamrup Metropolitan', 'V', '50', 'Y', 'N', 'Y', 'N'],
  ['Uttarakhand', 'Dehradun', 'VI', '47', 'N', 'N', 'Y', 'N'],
  ['Himachal Pradesh', 'Shimla', 'VI', '39', 'N', 'N', 'Y', 'N'],
  ['Jammu and Kashmir', 'Srinagar', 'VI', '39', 'Y', 'N', 'Y', 'N'],
  ['Bihar', 'Patna', 'IV', '47', 'Y', 'N', 'N', 'N'],
  ['Odisha', 'Khordha', 'III', '50', 'Y', 'Y', 'N', 'Y'],
  ['Andhra Pradesh', 'Visakhapatnam', 'II', '50', 'Y', 'Y', 'N', 'Y'],
  ['Kerala', 'Ernakulam', 'III', '39', 'Y', 'N', 'Y', 'Y'],
  ['Goa', 'North Goa', 'III', '39', 'Y', 'Y', 'Y', 'Y'],
  ['Rajasthan', 'Jaipur', 'II', '47', 'N', 'N', 'N', 'N'],
];

export async function seedNdmaDemo(db: Db): Promise<void> {
  await db
    .insert(ndmaHazards)
    .values(
      DEMO_NDMA.map(
        ([state, district, seismic_zone, basic_wind_speed, flood_prone, cyclone_prone, landslide_prone, coastal_regulation_zone]) => ({
          state,
          district,
          seismic_zone,
          basic_wind_speed,
          flood_prone,
          cyclone_prone,
          landslide_prone,
          coastal_regulation_zone,
        }),
      ),
    )
    .onConflictDoNothing();
}
