/**
 * A kind's moves between states, declared once as a table: each move names the words a refusal
 * uses ("cannot be voided") and the states it is refused in, with the reason for each, or the
 * only states it starts from. `check` refuses a move in the spec's envelope (INVALID_STATE,
 * naming the document and its state in words); facts other than the state (payments recorded,
 * the approval flow) are the caller's, given as one more reason.
 */
import { type KontorError, type KontorErrorDetails, type StatedRecord, cannotMove } from '../../core/values/errors.ts';

export interface Move<State extends string> {
  /** The refusal's words: "The invoice INV-1 is void and cannot be `verb`". */
  verb: string;
  /** States the move is refused in, each with its reason. */
  refuse?: Partial<Record<State, string>>;
  /** The only states the move starts from; any other is refused with `otherwise`. */
  only?: readonly State[];
  otherwise?: string;
}

export interface DocumentMoves<State extends string, Name extends string> {
  /**
   * Refuses `move` from the stored `state` (the document as `stated` names it), or for
   * `blocked`, a reason of the caller's that holds whatever the state.
   */
  check(move: Name, state: State, stated: StatedRecord, blocked?: string | false | null, details?: KontorErrorDetails): void;
  /** What `check` would throw, or null. */
  refusal(move: Name, state: State, stated: StatedRecord, blocked?: string | false | null, details?: KontorErrorDetails): KontorError | null;
}

export function documentMoves<State extends string, Name extends string>(moves: Record<Name, Move<State>>): DocumentMoves<State, Name> {
  function refusal(name: Name, state: State, stated: StatedRecord, blocked?: string | false | null, details?: KontorErrorDetails): KontorError | null {
    const move = moves[name];
    const refused = move.refuse?.[state];
    if (refused !== undefined) return cannotMove(stated, move.verb, refused, details);
    if (move.only && !move.only.includes(state)) return cannotMove(stated, move.verb, move.otherwise, details);
    if (blocked) return cannotMove(stated, move.verb, blocked, details);
    return null;
  }
  return {
    refusal,
    check(name, state, stated, blocked, details) {
      const refused = refusal(name, state, stated, blocked, details);
      if (refused) throw refused;
    },
  };
}
