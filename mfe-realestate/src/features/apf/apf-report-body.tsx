import { Box, Heading, SimpleGrid, Stack, Text } from 'shared/ui';
import { apfReportFacts, apfReportSections, type ApfReport } from '../../model';

/** The facts of the APF report, in the order of the PDF (the same lines, from the model). */
export function ApfReportBody({ report }: { report: ApfReport }) {
  return (
    <Stack gap="5">
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="1">
        {apfReportFacts(report).map(([k, v]) => (
          <Box key={k}>
            <Text as="dt" fontSize="xs" color="gray.600">
              {k}
            </Text>
            <Text as="dd">{v}</Text>
          </Box>
        ))}
      </SimpleGrid>
      {apfReportSections(report).map((s) => (
        <Box as="section" key={s.title} aria-label={s.title}>
          <Heading size="sm" mb="1">
            {s.title}
          </Heading>
          <Box as="ul" ps="4">
            {(s.lines.length ? s.lines : [s.empty]).map((l, i) => (
              <li key={i}>
                <Text fontSize="sm">{l}</Text>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
