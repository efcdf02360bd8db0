import type { EnquiryFormName } from '@agency/platform/contracts';
import type { EnquiryMailExamples } from './enquiry-mail-checks';
import { crlf } from './form-test-helpers';

// The visitors of the examples: what each types into the contact fields, and the e-mail's lines
// about them, as written and as the mailto: link carries them (%0D%0A after each).

/** Who asks for a quote and a consultation. */
const meiWong = {
  values: {
    firstName: 'Mei',
    lastName: 'Wong',
    email: 'mei@example.com',
    phone: '+852 9123 4567',
    company: 'Acme Ltd',
  },
  lines: `Contact Information
Name: Mei Wong
Email: mei@example.com
Phone: +852 9123 4567
Company: Acme Ltd`,
  encoded:
    'Contact%20Information%0D%0A' +
    'Name%3A%20Mei%20Wong%0D%0A' +
    'Email%3A%20mei%40example.com%0D%0A' +
    'Phone%3A%20%2B852%209123%204567%0D%0A' +
    'Company%3A%20Acme%20Ltd%0D%0A',
};

/** Who asks about training. */
const kaYanLee = {
  values: {
    firstName: 'Ka Yan',
    lastName: 'Lee',
    email: 'kayan.lee@example.com',
    phone: '2345 6789',
    company: 'Pacific Logistics',
  },
  lines: `Contact Information
Name: Ka Yan Lee
Email: kayan.lee@example.com
Phone: 2345 6789
Company: Pacific Logistics`,
  encoded:
    'Contact%20Information%0D%0A' +
    'Name%3A%20Ka%20Yan%20Lee%0D%0A' +
    'Email%3A%20kayan.lee%40example.com%0D%0A' +
    'Phone%3A%202345%206789%0D%0A' +
    'Company%3A%20Pacific%20Logistics%0D%0A',
};

/** Who proposes a partnership. */
const arjunMehta = {
  values: {
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: 'arjun@example.com',
    phone: '+65 6123 4567',
    company: 'Lion City Analytics',
  },
  lines: `Contact Information
Name: Arjun Mehta
Email: arjun@example.com
Phone: +65 6123 4567
Company: Lion City Analytics`,
  encoded:
    'Contact%20Information%0D%0A' +
    'Name%3A%20Arjun%20Mehta%0D%0A' +
    'Email%3A%20arjun%40example.com%0D%0A' +
    'Phone%3A%20%2B65%206123%204567%0D%0A' +
    'Company%3A%20Lion%20City%20Analytics%0D%0A',
};

/**
 * One filled-in form of each enquiry on an English page, and its e-mail and mailto: URL exactly.
 * The enquiry tests compose them; the partnership and training form tests type theirs in and
 * expect the same e-mail.
 */
export const englishExamples: Readonly<Record<EnquiryFormName, EnquiryMailExamples>> = {
  quote: {
    filled: {
      ...meiWong.values,
      budget: '100k-150k',
      services: ['Digital Marketing', 'AI Solutions'],
      timeline: '2-3-months',
      description: 'Redesign our website.',
    },
    email: {
      to: 'info@harbourline.example',
      subject: 'Quote Request from Mei Wong - Acme Ltd',
      body: crlf(`New Quote Request

${meiWong.lines}

Project Details
Budget Range: $100,000 - $150,000
Services Required: Digital Marketing, AI Solutions
Timeline: 2-3 months

Project Description:
Redesign our website.

---
This quote request was generated from the website quote form.`),
    },
    url:
      'mailto:info@harbourline.example' +
      '?subject=Quote%20Request%20from%20Mei%20Wong%20-%20Acme%20Ltd' +
      '&body=New%20Quote%20Request%0D%0A' +
      '%0D%0A' +
      meiWong.encoded +
      '%0D%0A' +
      'Project%20Details%0D%0A' +
      'Budget%20Range%3A%20%24100%2C000%20-%20%24150%2C000%0D%0A' +
      'Services%20Required%3A%20Digital%20Marketing%2C%20AI%20Solutions%0D%0A' +
      'Timeline%3A%202-3%20months%0D%0A' +
      '%0D%0A' +
      'Project%20Description%3A%0D%0A' +
      'Redesign%20our%20website.%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      'This%20quote%20request%20was%20generated%20from%20the%20website%20quote%20form.',
    emptySubject: 'Quote Request from   - ',
  },
  consultation: {
    filled: {
      ...meiWong.values,
      role: 'Operations Director',
      consultationType: 'technical',
      preferredDate: '2025-11-24',
      preferredTime: 'afternoon',
      services: ['AI Solutions', 'CRM Solutions'],
      meetingPreference: 'in-person',
      objectives: 'Connect our CRM to our online shop.',
    },
    email: {
      to: 'info@harbourline.example',
      subject: 'Consultation Request from Mei Wong - Acme Ltd',
      body: crlf(`New Consultation Request

${meiWong.lines}
Job Title: Operations Director

Consultation Details
Consultation Type: Technical Deep Dive (60-90 mins)
Preferred Date: Monday, 24 November 2025
Preferred Time (Hong Kong time): Afternoon (2:30 PM - 6:30 PM)
Meeting Preference: In person at our Wan Chai office
Services of Interest: AI Solutions, CRM Solutions

Objectives:
Connect our CRM to our online shop.

---
This consultation request was generated from the website consultation booking form.`),
    },
    url:
      'mailto:info@harbourline.example' +
      '?subject=Consultation%20Request%20from%20Mei%20Wong%20-%20Acme%20Ltd' +
      '&body=New%20Consultation%20Request%0D%0A' +
      '%0D%0A' +
      meiWong.encoded +
      'Job%20Title%3A%20Operations%20Director%0D%0A' +
      '%0D%0A' +
      'Consultation%20Details%0D%0A' +
      'Consultation%20Type%3A%20Technical%20Deep%20Dive%20(60-90%20mins)%0D%0A' +
      'Preferred%20Date%3A%20Monday%2C%2024%20November%202025%0D%0A' +
      'Preferred%20Time%20(Hong%20Kong%20time)%3A%20Afternoon%20(2%3A30%20PM%20-%206%3A30%20PM)%0D%0A' +
      'Meeting%20Preference%3A%20In%20person%20at%20our%20Wan%20Chai%20office%0D%0A' +
      'Services%20of%20Interest%3A%20AI%20Solutions%2C%20CRM%20Solutions%0D%0A' +
      '%0D%0A' +
      'Objectives%3A%0D%0A' +
      'Connect%20our%20CRM%20to%20our%20online%20shop.%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      'This%20consultation%20request%20was%20generated%20from%20the%20website%20consultation%20booking%20form.',
    emptySubject: 'Consultation Request from  ',
  },
  training: {
    filled: {
      ...kaYanLee.values,
      role: 'HR Manager',
      teamSize: '16-30',
      urgency: '1-month',
      formats: ['In-Person Workshop', 'Group Sessions'],
      skillLevel: 'mixed',
      objectives: 'Teach our sales team to use AI for proposals.',
      budget: '10k-25k',
    },
    email: {
      to: 'info@harbourline.example',
      subject: 'Training Inquiry from Ka Yan Lee - Pacific Logistics',
      body: crlf(`New Training Inquiry

${kaYanLee.lines}
Job Title: HR Manager

Training Details
Team Size: 16-30 people
Training Timeline: Within 1 month
Format Preference: In-Person Workshop, Group Sessions
Skill Level: Mixed levels
Training Budget: $10,000 - $25,000

Training Objectives:
Teach our sales team to use AI for proposals.

---
This training inquiry was generated from the website training inquiry form.`),
    },
    url:
      'mailto:info@harbourline.example' +
      '?subject=Training%20Inquiry%20from%20Ka%20Yan%20Lee%20-%20Pacific%20Logistics' +
      '&body=New%20Training%20Inquiry%0D%0A' +
      '%0D%0A' +
      kaYanLee.encoded +
      'Job%20Title%3A%20HR%20Manager%0D%0A' +
      '%0D%0A' +
      'Training%20Details%0D%0A' +
      'Team%20Size%3A%2016-30%20people%0D%0A' +
      'Training%20Timeline%3A%20Within%201%20month%0D%0A' +
      'Format%20Preference%3A%20In-Person%20Workshop%2C%20Group%20Sessions%0D%0A' +
      'Skill%20Level%3A%20Mixed%20levels%0D%0A' +
      'Training%20Budget%3A%20%2410%2C000%20-%20%2425%2C000%0D%0A' +
      '%0D%0A' +
      'Training%20Objectives%3A%0D%0A' +
      'Teach%20our%20sales%20team%20to%20use%20AI%20for%20proposals.%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      'This%20training%20inquiry%20was%20generated%20from%20the%20website%20training%20inquiry%20form.',
    emptySubject: 'Training Inquiry from   - ',
  },
  partnership: {
    filled: {
      ...arjunMehta.values,
      role: 'Managing Director',
      companySize: '51-200',
      industry: 'Data analytics',
      partnershipType: 'technology',
      website: 'https://analytics.example.com/?lang=zh-HK#團隊',
      proposal: 'Bundle our dashboards with your CRM projects.',
      goals: 'Ten joint clients in the first year.',
    },
    email: {
      to: 'info@harbourline.example',
      subject: 'Partnership Inquiry from Arjun Mehta - Lion City Analytics',
      body: crlf(`New Partnership Inquiry

${arjunMehta.lines}
Job Title: Managing Director

Company Details
Company Size: 51-200 employees
Industry: Data analytics
Website: https://analytics.example.com/?lang=zh-HK#團隊

Partnership Details
Partnership Type: Technology Integration

Partnership Proposal:
Bundle our dashboards with your CRM projects.

Goals and Expectations:
Ten joint clients in the first year.

---
This partnership inquiry was generated from the website partnership inquiry form.`),
    },
    url:
      'mailto:info@harbourline.example' +
      '?subject=Partnership%20Inquiry%20from%20Arjun%20Mehta%20-%20Lion%20City%20Analytics' +
      '&body=New%20Partnership%20Inquiry%0D%0A' +
      '%0D%0A' +
      arjunMehta.encoded +
      'Job%20Title%3A%20Managing%20Director%0D%0A' +
      '%0D%0A' +
      'Company%20Details%0D%0A' +
      'Company%20Size%3A%2051-200%20employees%0D%0A' +
      'Industry%3A%20Data%20analytics%0D%0A' +
      // The website's own ?, = and # are escaped, so they cannot end the subject or body early.
      'Website%3A%20https%3A%2F%2Fanalytics.example.com%2F%3Flang%3Dzh-HK%23%E5%9C%98%E9%9A%8A%0D%0A' +
      '%0D%0A' +
      'Partnership%20Details%0D%0A' +
      'Partnership%20Type%3A%20Technology%20Integration%0D%0A' +
      '%0D%0A' +
      'Partnership%20Proposal%3A%0D%0A' +
      'Bundle%20our%20dashboards%20with%20your%20CRM%20projects.%0D%0A' +
      '%0D%0A' +
      'Goals%20and%20Expectations%3A%0D%0A' +
      'Ten%20joint%20clients%20in%20the%20first%20year.%0D%0A' +
      '%0D%0A' +
      '---%0D%0A' +
      'This%20partnership%20inquiry%20was%20generated%20from%20the%20website%20partnership%20inquiry%20form.',
    emptySubject: 'Partnership Inquiry from   - ',
  },
};
