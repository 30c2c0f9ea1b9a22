/** Message keys of spec §5 and §8. The web's i18n catalogues hold their texts in en and sp. */
export const MESSAGE_KEYS = [
  // validation (§5)
  'required',
  'min',
  'max',
  'length',
  'numeric',
  'incorrectFormat',
  'npiError',
  'taxError',
  'urlError',
  'invalidZipCode',
  'invalidDateFormat',
  'validationPhone',
  'validationEmail',
  'invalidPassword',
  'passwordTooShort',
  'passwordDoNotMatch',
  'passwordShouldNotMatch',
  'emailDoNotMatch',
  'userNameInvalidChars',
  'invalidYear',
  'numbersOnly',
  'groupNumbersOnly',
  'invalidDecimal',
  'invalidSameOrAfterToday',
  'invalidLaterThanDate',
  'minValue',
  'blankError',
  'invalidClaimNumber',
  'atLeastOneSearchField',
  'ssnNeedsDobAndGroup',
  'checkOrClaimRequired',
  'receiptRequired',
  'invalidValue',
  // errors (§8)
  'userNotLoggedIn',
  'invalidEmail',
  'invalidFileType',
  'fileTooLarge',
  'tooManyFiles',
  'fileUploadDuplicateError',
  // health accounts (FSA claim payment)
  'fsaAmountOverResponsibility',
  'fsaAmountOverBalance',
  'fsaClaimNotPayable',
  'fsaAccountNotUsable',
  'emptySearchBoxMsg',
  'noResults',
  'passwordInvalid',
  'passwordUsed',
  // two-step sign-in
  'twoStepCodeInvalid',
  'twoStepExpired',
  'twoStepRequired',
  'twoStepNotSetUp',
  'providerNotFound',
  'genericFailureMessage',
  'claimSummaryDownloadFailed',
  'reportDownloadFailed',
  'reportTypeNotAllowed',
  'idCardNotAvailable',
  'invalidService',
  'errorOccurredDuringDownload',
  'errorOccurredDuringIdDownload',
  'impersonationFailed',
  'notWhileImpersonating',
  'invalidMemberId',
  'errorOccurred',
  'assignmentError',
  'memberHasNoAccount',
  'benefitsUnavailable',
  'tooManyMembers',
  // auth (server error descriptions)
  'invalidCredentials',
  'accountLocked',
  'accountDisabled',
  'tooManyRequests',
  'sessionExpired',
  'forbidden',
  'notFound',
  'resetKeyInvalid',
  'passwordExpired',
  'passwordChanged',
  'duplicateAccount',
  // check runs (finance)
  'checkRunAlreadyPublished',
  'checkRunNotReady',
  'checkRunNotReviewed',
  'checkRunStale',
  // member registration
  'registrationNoMatch',
  'registrationRedirected',
  // provider account verification
  'paymentNotMatched',
  'verificationClosed',
  'verificationDecided',
  // practice access requests (add providers)
  'practiceAlreadyReached',
  'accessRequestPending',
  // Providers/Register: the NPI and tax id are on the provider file already
  'providerAlreadyOnFile',
  // confidential communications (adults only)
  'confidentialContactAdultsOnly',
  // price transparency files: publishing needs PUBLIC_URL outside demo mode
  'mrfPublicUrlMissing',
  // 409s of a record in a state that allows no such change
  'callClosed',
  'alreadyTerminated',
  'terminationPending',
  'alreadyDecided',
  // the same request is still open
  'duplicateRequest',
  // Patient Access apps (issue 32)
  'httpsRequired',
  'resourceScopeRequired',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

/** The one error body of the API: `{ error, error_description, fields? }`. */
export interface ApiErrorBody {
  /** Machine code: invalid_request, invalid_grant, unauthorized, forbidden, not_found, … */
  error: string;
  /** A message key (see MESSAGE_KEYS) or, for invalid_grant, the text to show. */
  error_description: string;
  /** Field path → message key. */
  fields?: Record<string, string>;
}
