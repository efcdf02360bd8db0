/** Traditional Chinese (Hong Kong) of ./form-options.ts. */
import type { Translation } from '../locale/translation';
import type {
  companySizeOptions as englishCompanySizeOptions,
  consultationTypeOptions as englishConsultationTypeOptions,
  meetingPreferenceOptions as englishMeetingPreferenceOptions,
  partnershipTypeOptions as englishPartnershipTypeOptions,
  preferredTimeOptions as englishPreferredTimeOptions,
  quoteBudgetOptions as englishQuoteBudgetOptions,
  serviceOptions as englishServiceOptions,
  skillLevelOptions as englishSkillLevelOptions,
  teamSizeOptions as englishTeamSizeOptions,
  timelineOptions as englishTimelineOptions,
  trainingBudgetOptions as englishTrainingBudgetOptions,
  trainingFormatOptions as englishTrainingFormatOptions,
  urgencyOptions as englishUrgencyOptions,
} from './form-options';

// Services (quote and consultation forms). The value stays the English service name.

export const serviceOptions = [
  { value: 'Digital Marketing', label: '數碼營銷' },
  { value: 'AI Solutions', label: 'AI 人工智能方案' },
  { value: 'Web Development', label: '網站開發' },
  { value: 'Content Marketing', label: '內容營銷' },
  { value: 'Email Marketing', label: '電郵營銷' },
  { value: 'LinkedIn Marketing', label: 'LinkedIn 營銷' },
  { value: 'CRM Solutions', label: 'CRM 客戶關係管理方案' },
  { value: 'Training Services', label: '培訓服務' },
] as const satisfies Translation<typeof englishServiceOptions>;

// Quote form (amounts in Hong Kong dollars)

export const quoteBudgetOptions = [
  { value: '5k-10k', label: 'HK$5,000 - HK$10,000' },
  { value: '10k-25k', label: 'HK$10,000 - HK$25,000' },
  { value: '25k-50k', label: 'HK$25,000 - HK$50,000' },
  { value: '50k-100k', label: 'HK$50,000 - HK$100,000' },
  { value: '100k-150k', label: 'HK$100,000 - HK$150,000' },
  { value: '150k-200k', label: 'HK$150,000 - HK$200,000' },
  { value: '200k-250k', label: 'HK$200,000 - HK$250,000' },
  { value: '250k-300k', label: 'HK$250,000 - HK$300,000' },
  { value: '300k-500k', label: 'HK$300,000 - HK$500,000' },
  { value: '500k-1m+', label: 'HK$500,000 - HK$1,000,000+' },
] as const satisfies Translation<typeof englishQuoteBudgetOptions>;

export const timelineOptions = [
  { value: 'asap', label: '盡快' },
  { value: '1-month', label: '1個月內' },
  { value: '2-3-months', label: '2至3個月' },
  { value: 'flexible', label: '時間表可彈性安排' },
] as const satisfies Translation<typeof englishTimelineOptions>;

// Consultation form

export const consultationTypeOptions = [
  { value: 'strategy', label: '策略諮詢', duration: '30至60分鐘' },
  { value: 'technical', label: '技術深入探討', duration: '60至90分鐘' },
  { value: 'planning', label: '項目規劃', duration: '90分鐘' },
] as const satisfies Translation<typeof englishConsultationTypeOptions>;

/** A time slot's label is its name with its window: `上午時段（上午9:30至下午1:30）`. */
const timeSlot = <V extends string>(value: V, name: string, timeWindow: string) => ({
  value,
  label: `${name}（${timeWindow}）`,
  window: timeWindow,
});

export const preferredTimeOptions = [
  timeSlot('morning', '上午時段', '上午9:30至下午1:30'),
  timeSlot('afternoon', '下午時段', '下午2:30至6:30'),
  timeSlot('evening', '傍晚時段', '下午6:30至晚上7:30'),
] as const satisfies Translation<typeof englishPreferredTimeOptions>;

export const meetingPreferenceOptions = [
  { value: 'video', label: '視像會議' },
  { value: 'phone', label: '電話' },
  { value: 'in-person', label: '親臨我們的灣仔辦公室面談' },
] as const satisfies Translation<typeof englishMeetingPreferenceOptions>;

// Training inquiry form

export const teamSizeOptions = [
  { value: '1-5', label: '1至5人' },
  { value: '6-15', label: '6至15人' },
  { value: '16-30', label: '16至30人' },
  { value: '31-50', label: '31至50人' },
  { value: '50+', label: '50人以上' },
] as const satisfies Translation<typeof englishTeamSizeOptions>;

export const urgencyOptions = [
  { value: 'asap', label: '盡快' },
  { value: '1-month', label: '1個月內' },
  { value: '2-3-months', label: '2至3個月內' },
  { value: 'flexible', label: '可彈性安排' },
] as const satisfies Translation<typeof englishUrgencyOptions>;

/** Training formats. As with services, the value stays the English name. */
export const trainingFormatOptions = [
  { value: 'Online Training', label: '網上培訓' },
  { value: 'In-Person Workshop', label: '實體工作坊' },
  { value: 'Hybrid Training', label: '混合模式培訓' },
  { value: 'Custom Corporate Training', label: '度身訂造企業培訓' },
  { value: 'One-on-One Coaching', label: '一對一指導' },
  { value: 'Group Sessions', label: '小組課程' },
] as const satisfies Translation<typeof englishTrainingFormatOptions>;

export const skillLevelOptions = [
  { value: 'beginner', label: '初級' },
  { value: 'intermediate', label: '中級' },
  { value: 'advanced', label: '高級' },
  { value: 'mixed', label: '程度不一' },
] as const satisfies Translation<typeof englishSkillLevelOptions>;

export const trainingBudgetOptions = [
  { value: 'under-5k', label: 'HK$5,000以下' },
  { value: '5k-10k', label: 'HK$5,000 - HK$10,000' },
  { value: '10k-25k', label: 'HK$10,000 - HK$25,000' },
  { value: '25k+', label: 'HK$25,000或以上' },
] as const satisfies Translation<typeof englishTrainingBudgetOptions>;

// Partnership inquiry form

export const companySizeOptions = [
  { value: '1-10', label: '1至10名員工' },
  { value: '11-50', label: '11至50名員工' },
  { value: '51-200', label: '51至200名員工' },
  { value: '201-1000', label: '201至1,000名員工' },
  { value: '1000+', label: '1,000名以上員工' },
] as const satisfies Translation<typeof englishCompanySizeOptions>;

export const partnershipTypeOptions = [
  { value: 'strategic', label: '策略合作' },
  { value: 'channel', label: '渠道合作' },
  { value: 'technology', label: '技術整合' },
  { value: 'joint-venture', label: '合資企業' },
  { value: 'other', label: '其他' },
] as const satisfies Translation<typeof englishPartnershipTypeOptions>;
