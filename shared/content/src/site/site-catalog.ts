/**
 * The site's own copy in each language, as the shell's frame and pages read it
 * (`useLocalized(siteCatalog)`): the company's facts in the language's words, the menus, the
 * frame's words (skip link, navigation bar, footer, toasts, error pages), the notices a page
 * carries for its islands, and Home's Organization JSON-LD.
 */
import type { Locale } from '@agency/platform/routes';
import type { Localized } from '../locale/localized';
import type { Translation } from '../locale/translation';
import { addressBlock, joinAddress } from './address';
import { company as englishCompany } from './company';
import { company as chineseCompany } from './company.zh-hk';
import type { FrameCopy } from './frame';
import { frameCopy as englishFrame } from './frame';
import { frameCopy as chineseFrame } from './frame.zh-hk';
import type { Navigation } from './navigation';
import { navigation as englishNavigation } from './navigation';
import { navigation as chineseNavigation } from './navigation.zh-hk';
import type { NoticeCopy } from './notices';
import { noticeCopy } from './notices';
import { organizationData } from './structured-data';

export interface SiteCatalog {
  /** The company's facts, their words in this language (its e-mail, phone and hours are the same facts). */
  company: Translation<typeof englishCompany>;
  /** The office address on one line, as the language writes it (the footer, Home). */
  address: string;
  /** The office address as an address block shows it: a line a part in English, written together in Chinese. */
  addressBlock: readonly string[];
  navigation: Navigation;
  frame: FrameCopy;
  notices: NoticeCopy;
  /** schema.org Organization for Home, in this language. */
  organization: Record<string, unknown>;
}

function catalog(
  locale: Locale,
  company: Translation<typeof englishCompany>,
  navigation: Navigation,
  frame: FrameCopy,
): SiteCatalog {
  return {
    company,
    address: joinAddress(company.address.lines, locale),
    addressBlock: addressBlock(company.address.lines, locale),
    navigation,
    frame,
    notices: noticeCopy[locale],
    organization: organizationData(company, locale),
  };
}

export const siteCatalog: Localized<SiteCatalog> = {
  en: catalog('en', englishCompany, englishNavigation, englishFrame),
  'zh-HK': catalog('zh-HK', chineseCompany, chineseNavigation, chineseFrame),
};
