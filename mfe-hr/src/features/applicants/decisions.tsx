import { Box, Heading, Text } from 'shared/ui';
import { APPLICANT_FLOW, rightTitle, type ApplicantReview } from '../../model';

/**
 * The decisions on an applicant, oldest first: the move, who and when, the role given, a master
 * approval's rights template (its name then) with the rights it actually gave, and the reason.
 */
export function Decisions({ reviews }: { reviews: readonly ApplicantReview[] }) {
  if (!reviews.length) return null;
  return (
    <Box as="section" aria-label="Decisions">
      <Heading size="sm" mb="1">
        Decisions
      </Heading>
      <Box as="ul" listStyleType="none">
        {reviews.map((r, i) => (
          <Text as="li" key={i} fontSize="sm">
            {r.at.slice(0, 10)} · {APPLICANT_FLOW.moves.find((m) => m.id === r.move)?.label ?? r.move} by {r.by_name ?? 'someone'}
            {r.role ? ` · role ${r.role}` : ''}
            {r.template ? ` · template ${r.template}` : ''}
            {r.rights_given
              ? ` · ${r.rights_given.length} ${r.rights_given.length === 1 ? 'right' : 'rights'} given` +
                (r.rights_given.length ? `: ${r.rights_given.map(rightTitle).join(', ')}` : '')
              : ''}
            {r.reason ? ` · ${r.reason}` : ''}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
