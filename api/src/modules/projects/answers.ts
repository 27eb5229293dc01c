import { STAGE_COMPONENTS } from 'mfe-realestate/model';
import { binary, dataOf, day, int, listOf, nullable, num, object, text } from '../../http/answer-schemas';

/** The response schemas of the project routes beyond the kit's (report-routes.ts, the case warning). */

const name = nullable(text);

export const progress = {
  200: dataOf(
    listOf(
      object({
        visited_on: day,
        overall_pct: num,
        components: object(Object.fromEntries(STAGE_COMPONENTS.map((c) => [c.name, nullable(num)]))),
      }),
    ),
  ),
};

export const apfReport = {
  200: dataOf(
    object({
      project: object({
        id: int,
        name: text,
        developer: text,
        address: text,
        city: text,
        pincode: text,
        latitude: nullable(num),
        longitude: nullable(num),
        rera_no: name,
        towers: int,
        units: int,
        status: text,
        seismic_zone: name,
        flood_prone: name,
        cyclone_prone: name,
        landslide_prone: name,
        coastal_zone: name,
      }),
      apfs: listOf(
        object({
          bank_name: text,
          status: text,
          apf_no: name,
          requested_on: day,
          approved_on: nullable(day),
          valid_to: nullable(day),
        }),
      ),
      listings: listOf(object({ kind: text, bank_name: text, listed_on: day, reason: text })),
      visits: listOf(object({ visited_on: day, engineer_name: text, overall_pct: num })),
      units: listOf(object({ status: text, count: int, area: num })),
      documents: listOf(object({ id: int, kind: text, title: text })),
    }),
  ),
};

export const apfReportPdf = { 200: binary('The APF report of the project (PDF)') };

export const caseWarning = { 200: dataOf(object({ warning: name })) };
