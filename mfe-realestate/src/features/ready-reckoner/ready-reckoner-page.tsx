import { ResourcePage } from 'shared/kit';
import { writableFields } from 'shared/resources';
import { readyReckonerResource, RR_IMPORT_MAX_BYTES } from '../../model';
import { SheetImport } from './sheet-import';

/**
 * /admin/ReadyRecknerMaster (right ready_reckner_master): the rates by zone and year, and their
 * bulk import; a zone already listed for the year is updated.
 */
export default function ReadyReckonerPage() {
  return (
    <>
      <ResourcePage desc={readyReckonerResource} />
      <SheetImport
        what="ready-reckoner rates"
        columns={writableFields(readyReckonerResource).map((f) => f.name)}
        path="ready-reckoner/import"
        resource={readyReckonerResource.name}
        maxBytes={RR_IMPORT_MAX_BYTES}
        existingWord="updated"
        note="A zone already listed for that year is updated. Pincodes: separated by spaces or commas."
      />
    </>
  );
}
