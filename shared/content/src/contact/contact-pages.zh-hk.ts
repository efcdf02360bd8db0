/** Traditional Chinese (Hong Kong) of ./contact-pages.ts. */
import { joinAddress } from '../site/address';
import { company } from '../site/company.zh-hk';
import type { Translation } from '../locale/translation';
import type {
  consultationPage as englishConsultationPage,
  directContact as englishDirectContact,
  mailtoHandoff as englishMailtoHandoff,
  partnershipPage as englishPartnershipPage,
  quotePage as englishQuotePage,
  trainingPage as englishTrainingPage,
} from './contact-pages';
import { MAILTO_MAX_LENGTH } from '@agency/platform/mailto';

const languages = '英語、粵語或普通話';

/** The office address on one line, as Chinese writes it. */
const officeAddress = joinAddress(company.address.lines, 'zh-HK');

const maxLength = MAILTO_MAX_LENGTH.toLocaleString('en-GB');

// Get a Quote

export const quotePage = {
  hero: {
    eyebrow: '索取報價',
    title: '告訴我們您想打造甚麼',
    lead: `簡單介紹您的項目、預算及時間表。${company.replyPromise}所有估價均免費，並附清晰的工作範圍。`,
  },
  form: {
    title: '申請報價',
    intro: `告訴我們您的項目需要，我們會為您度身擬備建議書。${company.replyPromise}`,
    submitLabel: '發送報價要求',
    what: '報價要求',
  },
  aside: {
    title: '接下來的步驟',
    points: [
      {
        title: '24小時內回覆',
        text: '顧問會細閱您的需求，並於一個工作天內回覆；如在報價前有需要釐清的問題，我們亦會一併提出。',
      },
      {
        title: '免費商討項目範圍',
        text: `透過視像會議、電話或在我們的灣仔辦公室，以${languages}進行30分鐘討論，共同確定工作範圍、優先次序及限制。`,
      },
      {
        title: '範圍清晰的固定建議書',
        text: '以書面列明交付成果、里程碑及透明的價格明細，並由第一天起指派專屬項目經理。您無須承擔任何義務。',
      },
    ],
  },
} as const satisfies Translation<typeof englishQuotePage>;

// Schedule a Consultation (/contact/schedule-consultation and /contact/consultation)

export const consultationPage = {
  hero: {
    eyebrow: '免費諮詢',
    title: '預約諮詢',
    lead: `與資深顧問預約免費諮詢，可選擇視像會議、電話或親臨我們的灣仔辦公室，並以${languages}進行。帶同您的問題前來，離開時便能清楚掌握下一步。`,
  },
  types: {
    title: '選擇合適的諮詢類型',
    intro: '所有諮詢均免費，且不附帶任何義務。不肯定該選哪一種？請選擇「策略諮詢」，我們細閱您的目標後會再調整議程。',
    cards: {
      strategy: {
        audience: '適合創辦人及企業領導者',
        description: '我們會檢視您的目標、現有渠道及競爭對手，並指出數碼營銷、AI 或新網站之中，哪一項能最快帶來回報。',
        icon: 'insights',
      },
      technical: {
        audience: '適合資訊科技、產品及數據團隊',
        description: '由負責開發的工程師親自解答有關 AI 代理、CRM 或網站平台的架構、系統整合、資料保障及寄存問題。',
        icon: 'engineering',
      },
      planning: {
        audience: '適合準備啟動的項目',
        description:
          '我們與您一同規劃工作範圍、里程碑、預算及團隊，您離開時便會帶走一份計劃初稿，可直接提交董事會或採購團隊。',
        icon: 'map',
      },
    },
  },
  form: {
    title: '預約您的諮詢',
    intro: '請簡單介紹您自己及希望達成的目標。我們會在24小時內以電郵確認日期、時間，以及會議連結或地址。',
    submitLabel: '提交諮詢預約',
    what: '諮詢預約',
  },
  calendar: {
    label: '首選日期',
    help: '選填。今天以前的日子不可選擇；再按一次已選的日子即可取消。',
    loading: '正在載入日曆……',
    withoutScript: '日曆須啟用 JavaScript 才能使用。請改為在「您的目標」一欄寫下合適的日期。',
    none: '未有選擇日期：我們會建議最早的可用時段。',
    selected: '已選日期：{date}',
    clear: '清除日期',
    unavailable: '日曆未能載入。您仍可發送表格，我們會建議最早的可用時段。',
    tryAgain: '再試一次',
    previousMonth: '上個月',
    nextMonth: '下個月',
  },
  aside: {
    title: '預約須知',
    points: [
      {
        title: '免費，不附帶任何義務',
        text: '絕無推銷：這是一節圍繞您目標的工作會議，會議筆記由您保留。',
      },
      {
        title: `以${languages}進行`,
        text: '請在「您的目標」一欄註明您偏好的語言，我們會為您安排合適的顧問。',
      },
      {
        title: '網上或於灣仔面談',
        text: `視像會議、電話，或親臨我們位於${officeAddress}的辦公室，從港鐵灣仔站步行前往只需數分鐘。`,
      },
      {
        title: '香港時間',
        text: '上午9:30至下午1:30、下午2:30至6:30，以及為繁忙團隊而設的傍晚時段下午6:30至晚上7:30。',
      },
    ],
  },
} as const satisfies Translation<typeof englishConsultationPage>;

// Training Inquiry

export const trainingPage = {
  hero: {
    eyebrow: '培訓查詢',
    title: '全面提升團隊的數碼及 AI 技能',
    lead: `為香港及亞洲各地的市場推廣、銷售及營運團隊提供實用的實戰培訓，可於網上、貴公司辦公室或我們的灣仔培訓室進行，並以${languages}授課。`,
  },
  programmes: {
    title: '培訓課程',
    intro: '每個課程均從團隊現有的水平及您慣用的工具出發，練習以您的推廣活動、數據及工作流程為藍本，而非泛泛的例子。',
    cards: [
      {
        title: '數碼營銷培訓',
        description:
          'SEO、搜尋及社交媒體廣告、LinkedIn 及電郵營銷，以及數據分析：讓團隊掌握自行策劃、執行及衡量推廣活動的技能。',
        icon: 'trending-up',
      },
      {
        title: 'AI 及自動化工作坊',
        description:
          '實戰課程涵蓋以生成式 AI 進行內容創作及資料搜集、提示詞設計，以及運用 AI 代理安全地將重複的工作流程自動化。',
        icon: 'auto-awesome',
      },
      {
        title: '企業培訓課程',
        description: '為個別部門或整個機構而設的多節課程，配合您的業務目標，並於培訓前後進行技能評估。',
        icon: 'diversity3',
      },
      {
        title: '認證課程',
        description:
          '有系統的學習路徑，設有經評核的項目習作及 Harbourline Digital 證書，並協助學員準備主要的廣告及數據分析認證。',
        icon: 'workspace-premium',
      },
    ],
  },
  form: {
    title: '告訴我們您的培訓需要',
    intro: '請提供團隊的人數、水平及目標。我們會在24小時內回覆，並建議課程大綱、形式及時間表。',
    submitLabel: '發送培訓查詢',
    what: '培訓查詢',
  },
  aside: {
    title: '每個課程均包括',
    points: [
      {
        title: '技能評估',
        text: '首節課程前先進行簡短問卷調查，免得學員重溫已掌握的內容。',
      },
      {
        title: '雙語教材',
        text: '提供英文或繁體中文的簡報、範本及檢查清單，供團隊保留使用。',
      },
      {
        title: '以您的數據實戰',
        text: '在保密協議的保障下，以您的推廣活動、賬戶及工作流程進行練習。',
      },
      {
        title: '30日跟進',
        text: '最後一節課程後一個月內，以電郵解答疑問，助團隊養成新的工作習慣。',
      },
    ],
  },
} as const satisfies Translation<typeof englishTrainingPage>;

// Partnership Opportunities

export const partnershipPage = {
  hero: {
    eyebrow: '與我們合作',
    title: '業務合作機會',
    lead: '我們與代理公司、科技供應商、顧問公司及投資者攜手合作，一同為香港及亞洲各地的企業提供更好的服務。',
  },
  models: {
    title: '合作模式',
    intro: '我們提供四種合作方式。大部分合作關係都由小規模開始，例如一個共同客戶或一項系統整合，再憑成果逐步擴展。',
    cards: [
      {
        title: '策略合作',
        description: '與業務互補的公司建立長期聯盟：共同制定市場拓展計劃、聯合提交建議書，並攜手為客戶推行項目。',
        icon: 'handshake',
      },
      {
        title: '渠道合作',
        description: '向您的客戶轉介或轉售我們的 AI、營銷及網站服務，享有合作夥伴價格、銷售支援及白標方案。',
        icon: 'hub',
      },
      {
        title: '技術整合',
        description: '將您的平台與我們部署的 CRM、營銷自動化及 AI 代理方案整合，接觸使用這些方案的企業。',
        icon: 'integration-instructions',
      },
      {
        title: '合資企業',
        description: '共同開發及擁有新產品、共同開拓新市場，範圍涵蓋區域性推出以至專為單一行業而設的平台。',
        icon: 'rocket-launch',
      },
    ],
  },
  reasons: {
    title: '為何與我們合作',
    intro: '合作夥伴邀請我們參與其客戶項目時，最看重的是以下幾點。',
    cards: [
      {
        title: '創新',
        description: `自${company.aiSinceYear}年起已有 AI 方案投入實際運作，團隊亦會趕在客戶需要之前，率先測試新平台。`,
        icon: 'lightbulb',
      },
      {
        title: '專家團隊',
        description: `策略師、營銷人員、設計師及工程師同在灣仔辦公室工作，以${languages}溝通。`,
        icon: 'groups',
      },
      {
        title: '市場地位',
        description: `自${company.foundedYear}年起為香港企業提供數碼營銷服務，客戶遍及亞洲各地的初創企業、中小企及大型企業。`,
        icon: 'public',
      },
    ],
  },
  form: {
    title: '展開合作洽談',
    intro: '請介紹您的機構及構想中的合作模式。我們的業務合作主管會在24小時內回覆。',
    submitLabel: '發送合作查詢',
    what: '業務合作查詢',
  },
  aside: {
    title: '我們與合作夥伴的合作方式',
    points: [
      {
        title: '專屬合作夥伴經理',
        text: '由一位熟悉您業務的專人負責，並於一個工作天內回覆。',
      },
      {
        title: '清晰的商業條款',
        text: '轉介費、利潤率或收益分成，均在展開任何共同客戶工作前以書面議定。',
      },
      {
        title: '雙方互相保密',
        text: '在分享客戶、產品或價格資料之前，我們會簽署您或我們的保密協議（NDA）。',
      },
    ],
  },
} as const satisfies Translation<typeof englishPartnershipPage>;

/** Beside every form: for visitors who would rather call or write directly. */
export const directContact = {
  title: '想直接與我們聯絡？',
  text: '請於辦公時間致電或發電郵給我們，顧問會跟進您的查詢。',
  labels: { email: '電郵', phone: '電話', hours: '辦公時間', office: '辦公室' },
  hours: [company.hours.weekdays, company.hours.weekends],
  office: officeAddress,
} as const satisfies Translation<typeof englishDirectContact>;

// The hand-off to the visitor's e-mail app, shared by the four forms

export const mailtoHandoff = {
  /** Under every submit button. */
  submitNote: `按下後會開啟您的電郵應用程式，並已預先填妥收件人 ${company.email} 及您的要求，隨時可以發送。`,
  openingToast: (what: string) => `正在開啟您的電郵應用程式，並載入您的${what}……`,
  opened: {
    title: '正在開啟您的電郵應用程式',
    text: (what: string) =>
      `我們已將您的${what}寫成致 ${company.email} 的電郵。請在電郵應用程式中核對內容，然後按「傳送」。如電郵應用程式未有開啟，請複製下方的收件人地址、主旨及訊息，並從任何電郵賬戶發送。`,
  },
  tooLong: {
    title: '請複製訊息再發送',
    text: (what: string) =>
      `您的${what}超出電郵連結可安全承載的長度（約${maxLength}個字元），部分電郵應用程式會將內容截短，因此我們暫未開啟您的電郵應用程式。請複製訊息，再按下方按鈕開啟電郵應用程式並貼上內容，或從任何電郵賬戶發送。`,
  },
  /** Even the subject alone is too long for a link: nothing can open the e-mail app with it. */
  tooLongForAnyLink: {
    title: '請複製訊息再發送',
    text: (what: string) =>
      `您的${what}超出電郵連結可安全承載的長度（約${maxLength}個字元），部分電郵應用程式會將內容截短。由於連主旨本身亦過長，無法放入連結，我們未能以此開啟您的電郵應用程式。請複製下方的收件人地址、主旨及訊息，再從您的電郵應用程式或任何電郵賬戶發送。`,
  },
  labels: { to: '收件人', subject: '主旨', message: '訊息' },
  copyAddress: '複製地址',
  copySubject: '複製主旨',
  copyMessage: '複製訊息',
  openEmailApp: '開啟電郵應用程式',
  close: '關閉',
  copied: {
    address: '電郵地址已複製到剪貼簿。',
    subject: '主旨已複製到剪貼簿。',
    message: '訊息已複製到剪貼簿。',
  },
  copyFailed: '您的瀏覽器不允許複製。請選取文字，再按 Ctrl+C 複製（Mac 請按 ⌘C）。',
  /** The toast when the visitor opens the e-mail app from the too-long dialog. */
  pasteToast: '正在開啟您的電郵應用程式：請將已複製的訊息貼上新電郵。',
} as const satisfies Translation<typeof englishMailtoHandoff>;
