import { LettersPage } from './letters-page';

/** /admin/leavingLetter (right leaving_letter). */
export default function LeavingLetterPage() {
  return <LettersPage type="LEAVING" />;
}
