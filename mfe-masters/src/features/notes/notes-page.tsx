import { ResourcePage } from 'shared/kit';
import { notesResource } from '../../model';

/** /admin/notes (ungated in the Bank Master group): staff notes on banks and branches, newest first. */
export default function NotesPage() {
  return <ResourcePage desc={notesResource} heading={null} />;
}
