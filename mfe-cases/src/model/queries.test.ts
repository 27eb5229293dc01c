import { QUERY_MOVES, QUERY_OPEN_STATES, QUERY_STATUS_OPTIONS, queryMoveError } from './queries';

const STATES = QUERY_STATUS_OPTIONS.map((o) => o.value);

describe('the query flow declaration', () => {
  it('allows each move exactly from its declared states, and refuses it from every other with both states named', () => {
    for (const move of QUERY_MOVES) {
      for (const status of STATES) {
        const refusal = queryMoveError(move.id, status, 'a comment');
        if (move.from.includes(status)) expect(refusal).toBeNull();
        else expect(refusal).toEqual({ status: 409, message: expect.stringMatching(/^A query cannot go from .+ to .+\.$/) });
      }
    }
  });

  it('asks for a comment where the declaration says so', () => {
    for (const move of QUERY_MOVES) {
      const refusal = queryMoveError(move.id, move.from[0], '  ');
      expect(refusal === null).toBe(move.comment === 'optional');
    }
    expect(queryMoveError('resolve', 'OPEN', '')).toEqual({ status: 400, message: 'A comment is required for this action.' });
  });

  it('walks OPEN -> IN_PROGRESS -> AWAITING_CLIENT -> RESOLVED -> CLOSED, reopens, and every open state can be resolved', () => {
    const path = ['start', 'ask-client', 'client-replied', 'resolve', 'close', 'reopen'];
    let status = 'OPEN';
    for (const id of path) {
      expect(queryMoveError(id, status, 'why')).toBeNull();
      status = QUERY_MOVES.find((m) => m.id === id)!.to;
    }
    expect(status).toBe('OPEN');
    for (const s of QUERY_OPEN_STATES) expect(queryMoveError('resolve', s, 'done')).toBeNull();
    expect(queryMoveError('teleport', 'OPEN')).toEqual({ status: 400, message: 'Choose a valid action.' });
  });
});
