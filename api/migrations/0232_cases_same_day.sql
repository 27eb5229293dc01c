-- 0232_cases_same_day: /admin/SameDayCase reads open cases due today (a range on the first index)
-- or promised for the day they came in (the second, whatever day that was), by due time.
CREATE INDEX cases_open_tat_idx ON cases (tat_due_at)
  WHERE status NOT IN ('RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED');
CREATE INDEX cases_same_day_promise_idx ON cases (tat_due_at)
  WHERE status NOT IN ('RELEASED', 'DISPATCHED', 'CLOSED', 'CANCELLED') AND biz_day(tat_due_at) = biz_day(received_at);
