import { asApiError } from '../../lib/api-error';
import { useLazyFeedbackFormQuery, useSendFeedbackMutation } from '../../lib/masters-api';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Field, Heading, HStack, Spinner, Stack, Text, Textarea } from 'shared/ui';
import type { FeedbackForm, FeedbackSubmission } from '../../model';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'open'; form: FeedbackForm }
  | { status: 'done'; message: string };

/** /feedback?token=... (public, no sign-in): a bank contact rates a released report, once. */
export default function PublicFeedbackPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [ratings, setRatings] = useState<Record<number, number>>({});
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [fetchForm] = useLazyFeedbackFormQuery();
  const [sendFeedback] = useSendFeedbackMutation();

  useEffect(() => {
    fetchForm(token)
      .unwrap()
      .then(
        (form) => setState({ status: 'open', form }),
        (e) => setState({ status: 'failed', message: asApiError(e).message }),
      );
  }, [fetchForm, token]);

  async function submit(form: FeedbackForm) {
    const missing: Record<string, string> = {};
    for (const q of form.questions) if (q.required && q.kind === 'RATING' && !ratings[q.id]) missing[`q${q.id}`] = 'Choose a rating';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const answers: FeedbackSubmission['answers'] = form.questions
      .map((q) =>
        q.kind === 'RATING'
          ? ratings[q.id]
            ? { question_id: q.id, rating: ratings[q.id] }
            : null
          : texts[q.id]?.trim()
            ? { question_id: q.id, text: texts[q.id] }
            : null,
      )
      .filter((a): a is NonNullable<typeof a> => a !== null);
    setBusy(true);
    try {
      const res = await sendFeedback({ token, answers }).unwrap();
      setState({ status: 'done', message: res.message });
    } catch (e) {
      const err = asApiError(e);
      if (err.fields) setErrors(err.fields);
      else setState({ status: 'failed', message: err.message });
    } finally {
      setBusy(false);
    }
  }

  if (state.status === 'loading')
    return (
      <HStack role="status">
        <Spinner size="sm" />
        <Text>Loading…</Text>
      </HStack>
    );
  if (state.status === 'failed')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{state.message}</Alert.Title>
      </Alert.Root>
    );
  if (state.status === 'done')
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{state.message}</Alert.Title>
      </Alert.Root>
    );
  const { form } = state;
  return (
    <Box
      as="form"
      aria-label="Feedback"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit(form);
      }}
    >
      <Stack gap="4">
        <Heading as="h1" size="lg">
          Your feedback
        </Heading>
        <Text>
          Report {form.case_ref} for {form.bank_name}
          {form.bank_branch_name ? `, ${form.bank_branch_name}` : ''}
          {form.engineer_name ? ` (site engineer ${form.engineer_name})` : ''}.
        </Text>
        {form.questions.map((q) => (
          <Field.Root key={q.id} invalid={!!errors[`q${q.id}`]} required={q.required}>
            {q.kind === 'RATING' ? (
              <Box as="fieldset">
                <Text as="legend" fontWeight="medium" mb="1">
                  {q.question}
                  {q.required ? ' *' : ''}
                </Text>
                <HStack gap="1" role="radiogroup" aria-label={q.question}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Button
                      key={n}
                      size="sm"
                      role="radio"
                      aria-checked={ratings[q.id] === n}
                      aria-label={`${n} of 5`}
                      variant={ratings[q.id] === n ? 'solid' : 'outline'}
                      colorPalette="blue"
                      onClick={() => setRatings((r) => ({ ...r, [q.id]: n }))}
                    >
                      {n}
                    </Button>
                  ))}
                </HStack>
              </Box>
            ) : (
              <>
                <Field.Label>{q.question}</Field.Label>
                <Textarea
                  maxLength={2000}
                  value={texts[q.id] ?? ''}
                  onChange={(e) => setTexts((t) => ({ ...t, [q.id]: e.target.value }))}
                />
              </>
            )}
            {errors[`q${q.id}`] && <Field.ErrorText>{errors[`q${q.id}`]}</Field.ErrorText>}
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="blue" loading={busy} disabled={busy}>
          Send feedback
        </Button>
      </Stack>
    </Box>
  );
}
