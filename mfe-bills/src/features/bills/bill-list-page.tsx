import { useRef, useState } from 'react';
import { ResourcePage, type ResourcePageHandle } from 'shared/kit';
import type { BillListDesc } from '../../model';
import { BillDialog } from './bill-dialog';

/** A page's bill list (kit table scoped to its statuses) with Open: the bill, its moves and its PDF. */
export function BillListPage({ desc }: { desc: BillListDesc }) {
  const [open, setOpen] = useState<number | null>(null);
  const page = useRef<ResourcePageHandle>(null);
  return (
    <>
      <ResourcePage ref={page} desc={desc} rowActions={[{ id: 'open', label: 'Open', run: (row) => setOpen(row.id) }]} />
      {open !== null && (
        <BillDialog
          id={open}
          onClose={(changed) => {
            setOpen(null);
            if (changed) page.current?.reload();
          }}
        />
      )}
    </>
  );
}
