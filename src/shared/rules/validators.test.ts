import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  buildContentField,
  emailField,
  newCompanyNameField,
  newProductNameField,
  otpCodeField,
  statusCommentField,
  titleField,
  usernameField,
  userStorySoThatField,
  userStoryWantField,
} from './validators';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('field rules', () => {
  it('trims and lower-cases e-mail, and refuses one without @', () => {
    expect(emailField.parse('  Maya@Example.COM ')).toBe('maya@example.com');
    expect(firstMessage(emailField.safeParse('maya.example.com'))).toBe(messages.emailInvalid);
    expect(firstMessage(emailField.safeParse('   '))).toBe(messages.emailInvalid);
  });

  it('takes one plain address, never a display name or a list that a mailer would read otherwise', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.example.co.uk', "o'neil@example.com"]) {
      expect(emailField.safeParse(good).success).toBe(true);
    }
    for (const bad of [
      'name<x@example.com>',
      '"Maya" <maya@example.com>',
      'a@b.c, c@d.e',
      'a@b@c.d',
      'maya@exa mple.com',
      'maya@-example.com',
      'a@b',
      'x@localhost',
      'x@[127.0.0.1]',
      'a\u0000@b.c',
      `${'x'.repeat(250)}@b.cd`,
    ]) {
      expect(firstMessage(emailField.safeParse(bad)), bad).toBe(messages.emailInvalid);
    }
  });

  it('takes a code of exactly six digits', () => {
    expect(otpCodeField.parse(' 123456 ')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      expect(firstMessage(otpCodeField.safeParse(bad))).toBe(messages.codeFormatInvalid);
    }
  });

  it('takes usernames of 2 to 50 letters, digits, dots, hyphens and underscores', () => {
    expect(usernameField.parse(' maya.lopez_2-b ')).toBe('maya.lopez_2-b');
    expect(firstMessage(usernameField.safeParse('m'))).toBe(messages.usernameLength);
    expect(firstMessage(usernameField.safeParse('m'.repeat(51)))).toBe(messages.usernameLength);
    expect(firstMessage(usernameField.safeParse('maya lopez'))).toBe(messages.usernameCharacters);
  });

  it('limits a title to four words and 100 characters, naming the word count', () => {
    expect(titleField.parse('  Dark mode please ')).toBe('Dark mode please');
    expect(firstMessage(titleField.safeParse(''))).toBe(messages.titleRequired);
    expect(firstMessage(titleField.safeParse('one two three four five'))).toBe(
      'Title must be 4 words or less (currently 5 words)',
    );
    expect(firstMessage(titleField.safeParse('x'.repeat(101)))).toBe(messages.titleMaxChars);
  });

  it('requires both story lines, at most 500 characters each', () => {
    expect(firstMessage(userStoryWantField.safeParse(' '))).toBe(messages.storyWantRequired);
    expect(firstMessage(userStorySoThatField.safeParse(''))).toBe(messages.storySoThatRequired);
    expect(firstMessage(userStoryWantField.safeParse('a'.repeat(501)))).toBe(messages.max500Characters);
    expect(userStorySoThatField.parse('a'.repeat(500))).toHaveLength(500);
  });

  it('takes new company and product names of 1 to 100 characters', () => {
    expect(firstMessage(newCompanyNameField.safeParse(''))).toBe(messages.companyNameLength);
    expect(firstMessage(newProductNameField.safeParse('p'.repeat(101)))).toBe(messages.productNameLength);
    expect(newCompanyNameField.parse(' Notewren ')).toBe('Notewren');
  });

  it('refuses empty, over-long, script and iframe builds', () => {
    expect(firstMessage(buildContentField.safeParse('   '))).toBe(messages.buildEmpty);
    expect(firstMessage(buildContentField.safeParse('b'.repeat(5001)))).toBe(messages.buildTooLong);
    expect(firstMessage(buildContentField.safeParse('hi <script>alert(1)</script>'))).toBe(
      messages.scriptNotAllowed,
    );
    expect(firstMessage(buildContentField.safeParse('<IFRAME src=x>'))).toBe(messages.iframeNotAllowed);
    expect(buildContentField.parse('  Use tags < 3 levels deep ')).toBe('Use tags < 3 levels deep');
  });

  it('treats an empty status comment as none and caps it at 500', () => {
    expect(statusCommentField.parse('   ')).toBeNull();
    expect(statusCommentField.parse(' Shipped! ')).toBe('Shipped!');
    expect(firstMessage(statusCommentField.safeParse('c'.repeat(501)))).toBe(messages.max500Characters);
  });
});
