import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { downloadErrorKey } from './use-id-cards';

describe('downloadErrorKey', () => {
  it('says the card is not available when the server says so', () => {
    expect(
      downloadErrorKey(
        new ApiError(404, { error: 'not_found', error_description: 'idCardNotAvailable' }),
      ),
    ).toBe('idCardNotAvailable');
  });
  it('asks to contact an administrator for any other failure', () => {
    expect(
      downloadErrorKey(new ApiError(404, { error: 'not_found', error_description: 'notFound' })),
    ).toBe('errorOccurredDuringIdDownload');
    expect(
      downloadErrorKey(
        new ApiError(0, { error: 'network_error', error_description: 'benefitsUnavailable' }),
      ),
    ).toBe('errorOccurredDuringIdDownload');
    expect(downloadErrorKey(new Error('boom'))).toBe('errorOccurredDuringIdDownload');
  });
});
