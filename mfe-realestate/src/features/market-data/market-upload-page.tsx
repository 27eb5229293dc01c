import { Link as RouterLink } from 'react-router-dom';
import { writableFields } from 'shared/resources';
import { Heading, Link, Text } from 'shared/ui';
import { MARKET_IMPORT_MAX_BYTES, MARKET_PART_ROWS, marketTransactionsResource } from '../../model';
import { SheetImport } from '../ready-reckoner/sheet-import';

/**
 * /admin/externalDataUpload (right external_page): registered sales from a CSV or .xlsx. A sale
 * already stored is not added again, so a file may be imported twice (or resumed) safely.
 */
export default function MarketUploadPage() {
  return (
    <>
      <Heading as="h1" size="lg">
        External Data Upload
      </Heading>
      <Text mt="2">
        Market transactions feed the AVM and the research graphs.{' '}
        <Link asChild color="blue.600">
          <RouterLink to="/admin/externalData">Browse, filter and export the transactions</RouterLink>
        </Link>
      </Text>
      <SheetImport
        what="market transactions"
        columns={writableFields(marketTransactionsResource).map((f) => f.name)}
        path="market-transactions/import"
        resource={marketTransactionsResource.name}
        maxBytes={MARKET_IMPORT_MAX_BYTES}
        partRows={MARKET_PART_ROWS}
        existingWord="already listed"
        note="area_unit SQFT, SQM, ACRE or HECTARE; latitude and longitude may be empty. A sale already listed is not added again."
      />
    </>
  );
}
