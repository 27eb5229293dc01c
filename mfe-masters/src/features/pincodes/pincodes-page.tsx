import { useRef } from 'react';
import { ResourcePage, type ResourcePageHandle } from 'shared/kit';
import { pincodesResource } from '../../model';
import { PincodeImport } from './pincode-import';

/** /admin/pincodes (right pincode_master): pincodes, localities, servicing branch and engineers; CSV import. */
export default function PincodesPage() {
  const list = useRef<ResourcePageHandle>(null);
  return (
    <>
      <ResourcePage desc={pincodesResource} heading={null} ref={list} />
      <PincodeImport onImported={() => list.current?.reload()} />
    </>
  );
}
