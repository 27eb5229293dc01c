import { Suspense, useId, useState, type ReactNode } from 'react';
import { CASE_STATE_LABELS, CASE_STATE_PALETTE, istDateTime, type CaseDetail } from '../../model';
import { useCaseQuery } from '../case-list/cases-api';
import { useActor } from '../case-list/use-actor';
import { kitPart } from './kit';
import { PhotoCapture } from './photo-capture';
import { SiteCheckIn } from './site-check-in';

export interface QueueRow {
  id: number;
  version: number;
  case_no: string;
  status: CaseDetail['status'];
  applicant_name: string | null;
  property_address: string | null;
  appointment_at: string | null;
  site_engineer_id: number | null;
}

const MarkVisited = kitPart('MarkVisited');
const Observations = kitPart('Observations');
const GuidedVisitPanel = kitPart('GuidedVisitPanel');
const loadingPart = <div className="lt-spinner" role="status" aria-label="Loading" />;

/**
 * One visit on the engineer's phone: where, when, whom to call; mark visited, photos, observations.
 * Plain elements (the page starts without the UI kit); the dialog, the observations form and the
 * guided visit come with the kit when first opened.
 */
export function VisitCard({ row }: { row: QueueRow }) {
  const [marking, setMarking] = useState(false);
  // The case is read the first time its details are opened, then kept fresh by its tag.
  const [opened, setOpened] = useState(false);
  const me = useActor().id;
  const { data: detail, error } = useCaseQuery(row.id, { skip: !opened });
  const contact = (detail ?? null) as (CaseDetail & { site_contact_name?: string; site_contact_mobile?: string }) | null;
  return (
    <article aria-label={`Visit ${row.case_no}`} className="lt-card">
      <div className="lt-between">
        <div>
          <p className="lt-strong">{row.case_no}</p>
          <p className="lt-sm">{row.applicant_name}</p>
        </div>
        <span className="lt-badge" data-palette={CASE_STATE_PALETTE[row.status] ?? 'gray'}>
          {CASE_STATE_LABELS[row.status] ?? row.status}
        </span>
      </div>
      <p className="lt-sm" style={{ marginTop: '.25rem' }}>
        {row.property_address}
      </p>
      <p className="lt-sm lt-muted">{row.appointment_at ? `Appointment ${istDateTime(row.appointment_at)}` : 'No appointment set'}</p>
      <div className="lt-row" style={{ marginTop: '.5rem' }}>
        {row.status === 'ALLOCATED' && (
          <button type="button" className="lt-btn lt-solid" onClick={() => setMarking(true)}>
            Mark visited
          </button>
        )}
        <SiteCheckIn caseId={row.id} caseNo={row.case_no} />
        <PhotoCapture caseId={row.id} caseNo={row.case_no} />
        <a
          className="lt-sm"
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(row.property_address ?? '')}`}
          target="_blank"
          rel="noopener"
        >
          Map
        </a>
      </div>
      <Disclosure label="Contact and observations" className="lt-btn lt-ghost" onOpen={() => setOpened(true)}>
        {error && <p className="lt-sm lt-error">{error.message}</p>}
        {contact && (
          <div className="lt-stack" style={{ marginTop: '.5rem' }}>
            {contact.site_contact_mobile && (
              <p className="lt-sm">
                Site contact: {contact.site_contact_name}{' '}
                <a href={`tel:+91${contact.site_contact_mobile}`}>{contact.site_contact_mobile}</a>
              </p>
            )}
            <Suspense fallback={loadingPart}>
              <Observations detail={contact} />
            </Suspense>
          </div>
        )}
      </Disclosure>
      <Disclosure label="Guided visit" ariaLabel={`Guided visit of ${row.case_no}`} className="lt-btn lt-blue">
        <Suspense fallback={loadingPart}>
          <GuidedVisitPanel caseId={row.id} userId={me} />
        </Suspense>
      </Disclosure>
      {marking && (
        <Suspense fallback={null}>
          <MarkVisited row={row} onClose={() => setMarking(false)} />
        </Suspense>
      )}
    </article>
  );
}

/** A button that shows and hides what follows it; the content is made when first shown, then kept (a form keeps what was typed). */
function Disclosure(props: { label: string; ariaLabel?: string; className: string; onOpen?: () => void; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={props.className}
        style={{ marginTop: '.25rem', display: 'flex' }}
        aria-expanded={open}
        aria-controls={id}
        aria-label={props.ariaLabel}
        onClick={() => {
          if (!open) props.onOpen?.();
          setMade(true);
          setOpen(!open);
        }}
      >
        {props.label}
      </button>
      <div id={id} hidden={!open}>
        {made && props.children}
      </div>
    </>
  );
}
