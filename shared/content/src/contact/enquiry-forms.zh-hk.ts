/** Traditional Chinese (Hong Kong) of ./enquiry-forms.ts. */
import type { Translation } from '../locale/translation';
import type {
  consentWords as englishConsentWords,
  consultationForm as englishConsultationForm,
  contactFieldWords as englishContactFieldWords,
  mailWords as englishMailWords,
  partnershipForm as englishPartnershipForm,
  quoteForm as englishQuoteForm,
  trainingForm as englishTrainingForm,
} from './enquiry-forms';

export const contactFieldWords = {
  firstName: { label: '名字' },
  lastName: { label: '姓氏' },
  email: { label: '電郵' },
  phone: { label: '電話號碼', mailLabel: '電話' },
  company: { label: '公司名稱', mailLabel: '公司' },
  role: { label: '職位' },
} as const satisfies Translation<typeof englishContactFieldWords>;

export const consentWords = {
  text: '我同意《{privacy}》及《{terms}》',
  privacy: '私隱政策',
  terms: '條款及細則',
} as const satisfies Translation<typeof englishConsentWords>;

export const mailWords = {
  contactHeading: '聯絡資料',
  name: '姓名',
  line: '{label}：{value}',
  textLabel: '{label}：',
  listSeparator: '、',
  notSpecified: '未有提供',
  noneSelected: '未有選擇',
  notProvided: '未有填寫',
} as const satisfies Translation<typeof englishMailWords>;

export const quoteForm = {
  fields: {
    budget: { label: '預算範圍', placeholder: '請選擇預算範圍' },
    timeline: { label: '時間表', placeholder: '請選擇時間表' },
    services: { label: '所需服務', help: '可選擇多項。' },
    description: { label: '項目描述', placeholder: '您的目標、工作範圍及任何限期' },
  },
  mail: {
    subject: '報價要求：{sender}',
    opening: '新報價要求',
    headings: { project: '項目詳情' },
    closing: '此報價要求由網站的報價表格發出。',
  },
} as const satisfies Translation<typeof englishQuoteForm>;

export const consultationForm = {
  fields: {
    consultationType: {
      label: '諮詢類型',
      placeholder: '請選擇諮詢類型',
      option: (type: string, duration: string) => `${type}（${duration}）`,
    },
    preferredTime: { label: '首選時段（香港時間）', placeholder: '請選擇首選時段' },
    meetingPreference: { label: '會面方式' },
    services: { label: '有興趣的服務', help: '選填。可選擇多項。' },
    objectives: {
      label: '您的目標',
      mailLabel: '目標',
      placeholder: '您希望達成的目標、面對的挑戰，以及您偏好的語言（英語、粵語或普通話）',
    },
  },
  mail: {
    subject: '諮詢預約：{sender}',
    opening: '新諮詢預約',
    headings: { consultation: '諮詢詳情' },
    closing: '此諮詢預約由網站的諮詢預約表格發出。',
  },
} as const satisfies Translation<typeof englishConsultationForm>;

export const trainingForm = {
  fields: {
    teamSize: { label: '團隊人數', placeholder: '請選擇團隊人數' },
    urgency: { label: '培訓時間表', placeholder: '請選擇時間表' },
    skillLevel: { label: '技能水平', placeholder: '請選擇技能水平' },
    budget: { label: '培訓預算', placeholder: '請選擇預算' },
    formats: { label: '偏好的培訓形式', help: '可選擇多項。' },
    objectives: { label: '培訓目標', placeholder: '團隊需要的技能、您使用的工具，以及您心目中的成效' },
  },
  mail: {
    subject: '培訓查詢：{sender}',
    opening: '新培訓查詢',
    headings: { training: '培訓詳情' },
    closing: '此培訓查詢由網站的培訓查詢表格發出。',
  },
} as const satisfies Translation<typeof englishTrainingForm>;

export const partnershipForm = {
  fields: {
    companySize: { label: '公司規模', placeholder: '請選擇公司規模' },
    industry: { label: '行業', placeholder: '例如：金融服務、物流、SaaS' },
    partnershipType: { label: '合作類型', placeholder: '請選擇合作類型' },
    website: { label: '公司網站', mailLabel: '網站', placeholder: 'https://www.example.com' },
    proposal: { label: '合作建議', placeholder: '您提供的產品或服務、您的客戶，以及我們可以如何合作' },
    goals: { label: '目標及期望', placeholder: '對您而言，成功的首年合作會是怎樣' },
  },
  mail: {
    subject: '業務合作查詢：{sender}',
    opening: '新業務合作查詢',
    headings: { company: '公司資料', partnership: '合作詳情' },
    closing: '此業務合作查詢由網站的業務合作查詢表格發出。',
  },
} as const satisfies Translation<typeof englishPartnershipForm>;
