import { PanelPage } from '../panel-page';

/** Rating statistics dashboard. */
export default function RatingStatisticsPage() {
  return <PanelPage name="rating-statistics" showDates={false} />;
}
