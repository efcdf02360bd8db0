/**
 * The option lists of the four enquiry forms (quote, consultation, training, partnership).
 * Each option has the value written into the form model and the label shown to the visitor
 * and written into the e-mail.
 */

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

// Services (quote and consultation forms). The value is the service's English name, in every language.

export const serviceOptions = [
  { value: 'Digital Marketing', label: 'Digital Marketing' },
  { value: 'AI Solutions', label: 'AI Solutions' },
  { value: 'Web Development', label: 'Web Development' },
  { value: 'Content Marketing', label: 'Content Marketing' },
  { value: 'Email Marketing', label: 'Email Marketing' },
  { value: 'LinkedIn Marketing', label: 'LinkedIn Marketing' },
  { value: 'CRM Solutions', label: 'CRM Solutions' },
  { value: 'Training Services', label: 'Training Services' },
] as const satisfies readonly Option[];
export type ServiceOptionValue = (typeof serviceOptions)[number]['value'];

// Quote form

export const quoteBudgetOptions = [
  { value: '5k-10k', label: '$5,000 - $10,000' },
  { value: '10k-25k', label: '$10,000 - $25,000' },
  { value: '25k-50k', label: '$25,000 - $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k-150k', label: '$100,000 - $150,000' },
  { value: '150k-200k', label: '$150,000 - $200,000' },
  { value: '200k-250k', label: '$200,000 - $250,000' },
  { value: '250k-300k', label: '$250,000 - $300,000' },
  { value: '300k-500k', label: '$300,000 - $500,000' },
  { value: '500k-1m+', label: '$500,000 - $1,000,000+' },
] as const satisfies readonly Option[];
export type QuoteBudgetValue = (typeof quoteBudgetOptions)[number]['value'];

export const timelineOptions = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '2-3-months', label: '2-3 months' },
  { value: 'flexible', label: 'Timeline is flexible' },
] as const satisfies readonly Option[];
export type TimelineValue = (typeof timelineOptions)[number]['value'];

// Consultation form

export interface ConsultationTypeOption extends Option<'strategy' | 'technical' | 'planning'> {
  /** Typical length of the session, e.g. `30-60 mins`. */
  duration: string;
}

export const consultationTypeOptions = [
  { value: 'strategy', label: 'Strategy Consultation', duration: '30-60 mins' },
  { value: 'technical', label: 'Technical Deep Dive', duration: '60-90 mins' },
  { value: 'planning', label: 'Project Planning', duration: '90 mins' },
] as const satisfies readonly ConsultationTypeOption[];
export type ConsultationTypeValue = (typeof consultationTypeOptions)[number]['value'];

export interface PreferredTimeOption extends Option<'morning' | 'afternoon' | 'evening'> {
  /** The time window in Hong Kong time, e.g. `9:30 AM - 1:30 PM`. */
  window: string;
}

/** A time slot's label is its name with its window: `Morning (9:30 AM - 1:30 PM)`. */
const timeSlot = <V extends PreferredTimeOption['value']>(value: V, name: string, timeWindow: string) => ({
  value,
  label: `${name} (${timeWindow})`,
  window: timeWindow,
});

export const preferredTimeOptions = [
  timeSlot('morning', 'Morning', '9:30 AM - 1:30 PM'),
  timeSlot('afternoon', 'Afternoon', '2:30 PM - 6:30 PM'),
  timeSlot('evening', 'Evening', '6:30 PM - 7:30 PM'),
] as const satisfies readonly PreferredTimeOption[];
export type PreferredTimeValue = (typeof preferredTimeOptions)[number]['value'];

export const meetingPreferenceOptions = [
  { value: 'video', label: 'Video call' },
  { value: 'phone', label: 'Phone call' },
  { value: 'in-person', label: 'In person at our Wan Chai office' },
] as const satisfies readonly Option[];
export type MeetingPreferenceValue = (typeof meetingPreferenceOptions)[number]['value'];

// Training inquiry form

export const teamSizeOptions = [
  { value: '1-5', label: '1-5 people' },
  { value: '6-15', label: '6-15 people' },
  { value: '16-30', label: '16-30 people' },
  { value: '31-50', label: '31-50 people' },
  { value: '50+', label: '50+ people' },
] as const satisfies readonly Option[];
export type TeamSizeValue = (typeof teamSizeOptions)[number]['value'];

export const urgencyOptions = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '2-3-months', label: 'Within 2-3 months' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];
export type UrgencyValue = (typeof urgencyOptions)[number]['value'];

/** Training formats. As with services, the value is the format's English name, in every language. */
export const trainingFormatOptions = [
  { value: 'Online Training', label: 'Online Training' },
  { value: 'In-Person Workshop', label: 'In-Person Workshop' },
  { value: 'Hybrid Training', label: 'Hybrid Training' },
  { value: 'Custom Corporate Training', label: 'Custom Corporate Training' },
  { value: 'One-on-One Coaching', label: 'One-on-One Coaching' },
  { value: 'Group Sessions', label: 'Group Sessions' },
] as const satisfies readonly Option[];
export type TrainingFormatValue = (typeof trainingFormatOptions)[number]['value'];

export const skillLevelOptions = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'mixed', label: 'Mixed levels' },
] as const satisfies readonly Option[];
export type SkillLevelValue = (typeof skillLevelOptions)[number]['value'];

export const trainingBudgetOptions = [
  { value: 'under-5k', label: 'Under $5,000' },
  { value: '5k-10k', label: '$5,000 - $10,000' },
  { value: '10k-25k', label: '$10,000 - $25,000' },
  { value: '25k+', label: '$25,000+' },
] as const satisfies readonly Option[];
export type TrainingBudgetValue = (typeof trainingBudgetOptions)[number]['value'];

// Partnership inquiry form

export const companySizeOptions = [
  { value: '1-10', label: '1-10 employees' },
  { value: '11-50', label: '11-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1,000 employees' },
  { value: '1000+', label: '1,000+ employees' },
] as const satisfies readonly Option[];
export type CompanySizeValue = (typeof companySizeOptions)[number]['value'];

export const partnershipTypeOptions = [
  { value: 'strategic', label: 'Strategic Partnership' },
  { value: 'channel', label: 'Channel Partnership' },
  { value: 'technology', label: 'Technology Integration' },
  { value: 'joint-venture', label: 'Joint Venture' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type PartnershipTypeValue = (typeof partnershipTypeOptions)[number]['value'];
