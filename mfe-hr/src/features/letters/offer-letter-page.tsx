import { LettersPage } from './letters-page';

/** /admin/offerLetter (right offer_letter). */
export default function OfferLetterPage() {
  return <LettersPage type="OFFER" />;
}
