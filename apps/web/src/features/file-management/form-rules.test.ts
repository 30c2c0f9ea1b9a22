import { describe, expect, it } from 'vitest';
import { EMPTY_FILE_VALUES, fileValueErrors } from './file-fields';
import { formRowErrors } from './form-dialog';

describe('file management pre-checks (mirroring the contract)', () => {
  it('needs a name, a category, groups and roles; a year of four digits', () => {
    expect(fileValueErrors(EMPTY_FILE_VALUES)).toEqual({
      displayName: 'required',
      categoryId: 'required',
    });
    expect(
      fileValueErrors({
        ...EMPTY_FILE_VALUES,
        displayName: 'Guide',
        categoryId: '1',
        year: '26',
        groups: [],
        roles: [],
      }),
    ).toEqual({ year: 'invalidYear', groupNumbers: 'required', roleIds: 'required' });
  });

  it('checks form field rows like AssignOnlineForm', () => {
    const row = { name: 'city', label: 'City', type: 'text' as const, required: true, options: '' };
    expect(formRowErrors('none', 'bad', [])).toEqual({});
    expect(formRowErrors('form', '', [row])).toEqual({});
    expect(formRowErrors('form', 'nope', [])).toEqual({
      recipientEmail: 'validationEmail',
      fields: 'required',
    });
    expect(
      formRowErrors('feedback', '', [
        row,
        { ...row, name: 'City' },
        { ...row, name: '1x', label: '' },
        { ...row, name: 'plan', type: 'select', options: ' , ' },
      ]),
    ).toEqual({
      'fields.1.name': 'invalidValue',
      'fields.2.name': 'incorrectFormat',
      'fields.2.label': 'required',
      'fields.3.options': 'required',
    });
  });
});
