import { quoteBudgetOptions } from '@agency/shared/content/form-options';
import {
  NONE_SELECTED,
  NOT_PROVIDED,
  NOT_SPECIFIED,
  bodyOf,
  listOrNoneSelected,
  mailtoOf,
  optionOrNotSpecified,
  subjectOnlyMailtoOf,
  textOrNotProvided,
} from './enquiry-email';

describe('enquiry e-mail helpers', () => {
  it('uses the three wordings of the spec for unset values', () => {
    expect([NOT_SPECIFIED, NONE_SELECTED, NOT_PROVIDED]).toEqual(['Not specified', 'None selected', 'Not provided']);
  });

  it('writes an option by its label, an unset one as Not specified and an unknown one as it is', () => {
    expect(optionOrNotSpecified(quoteBudgetOptions, '500k-1m+')).toBe('$500,000 - $1,000,000+');
    expect(optionOrNotSpecified(quoteBudgetOptions, '')).toBe('Not specified');
    expect(optionOrNotSpecified(quoteBudgetOptions, '2m')).toBe('2m');
  });

  it('joins a list with ", " or writes None selected', () => {
    expect(listOrNoneSelected(['Digital Marketing', 'AI Solutions'])).toBe('Digital Marketing, AI Solutions');
    expect(listOrNoneSelected([])).toBe('None selected');
  });

  it('keeps free text exactly as typed and writes blank text as Not provided', () => {
    expect(textOrNotProvided('  spaced  ')).toBe('  spaced  ');
    expect(textOrNotProvided('')).toBe('Not provided');
    expect(textOrNotProvided(' \r\n\t')).toBe('Not provided');
  });

  it('joins body lines with CRLF and builds the mailto: URL through buildMailto', () => {
    expect(bodyOf(['a', '', 'b'])).toBe('a\r\n\r\nb');
    expect(mailtoOf({ to: 'info@harbourline.example', subject: 'Hi & bye', body: 'a\r\nb' })).toBe(
      'mailto:info@harbourline.example?subject=Hi%20%26%20bye&body=a%0D%0Ab',
    );
  });

  it('builds the address-and-subject link with an empty body, for a message to be pasted', () => {
    expect(subjectOnlyMailtoOf({ to: 'info@harbourline.example', subject: 'Hi & bye', body: 'a\r\nb' })).toBe(
      'mailto:info@harbourline.example?subject=Hi%20%26%20bye&body=',
    );
  });
});
