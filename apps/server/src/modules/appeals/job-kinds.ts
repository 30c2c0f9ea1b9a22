/** Job kinds of the appeals module (issue 31). */
/** Renders and stores an appeal's decision letter, then tells the member it is waiting (payload `{ appealId }`). */
export const APPEAL_LETTER_JOB = 'appeals.letter';
/** The daily deadline sweep: warns staff of appeals near their deadline, marks late ones, ends expired pauses. */
export const APPEAL_DEADLINE_JOB = 'appeals.deadlines';
/** Reprocesses the claim of an overturned appeal (payload `{ appealId }`). */
export const APPEAL_REPROCESS_JOB = 'appeals.reprocess';
