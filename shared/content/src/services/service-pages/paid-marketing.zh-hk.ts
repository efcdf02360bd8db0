/** Traditional Chinese (Hong Kong) of ./paid-marketing.ts. */
import { paths } from '@agency/platform/routes';
import type { ServicePageContent } from './service-page';

export const paidMarketingPage: ServicePageContent = {
  slug: 'paid-marketing',
  hero: {
    lead: '以廣告支出回報為目標，管理 Google、Meta、LinkedIn 及程式化廣告活動——測試有章法，成效歸因如實，預算每星期調撥至真正有效的地方。',
    action: { label: '預約免費諮詢', href: paths.contact.consultation },
  },
  intro: {
    title: '每一港元，都有交代',
    paragraphs: [
      '在金融、地產、教育和專業服務等競爭激烈的香港行業，點擊成本高昂，浪費很快便會累積起來。定位過於廣泛、廣告創意未經測試、報告只停留在點擊數字，都可能耗盡一季的預算，卻換不到一個合資格的潛在客戶。',
      '我們從您的商業目標倒推規劃廣告活動：一位客戶值多少、您能為每個潛在客戶付出多少，以及哪些平台能接觸到您的買家。然後我們進行測試，以真實轉化衡量成效，並每星期以淺白易明的文字匯報。',
    ],
    atAGlance: [
      'Google 搜尋廣告、Performance Max 及 YouTube',
      'Meta、LinkedIn 及小紅書廣告',
      '覆蓋亞洲各地的程式化展示廣告及再營銷',
      '已包括著陸頁及轉化追蹤',
      '按您的港元預算制定媒體計劃，由小規模試行到區域規模皆可',
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'how-we-manage',
      title: '我們如何管理付費廣告',
      intro: '媒體購買、廣告創意和成效衡量由同一團隊負責，結果好壞，不會互相推卸。',
      cards: [
        {
          title: '搜尋及購物廣告',
          description:
            '圍繞購買意向建構 Google Ads 搜尋、購物及 Performance Max 廣告活動，配合雙語關鍵字、否定關鍵字清單，以及按每次轉化價值設定的出價。',
          icon: 'search',
        },
        {
          title: '社交媒體及 LinkedIn 廣告',
          description:
            'Meta、LinkedIn 及小紅書廣告活動，受眾來自您的 CRM 數據和網站訪客，或按職位、興趣定位；廣告創意亦按每個版位和語言度身製作。',
          icon: 'campaign',
        },
        {
          title: '廣告創意測試',
          description:
            '持續製作不同版本的廣告——標題、視覺、短片和優惠——並以對照實驗測試，讓決策建基於實際結果，而非個人意見。',
          icon: 'science',
        },
        {
          title: '成效歸因及報告',
          description:
            '設定轉化追蹤、從 CRM 匯入離線轉化，並每星期提交報告，列出開支、每個潛在客戶的成本及廣告支出回報，附上我們建議的下一步行動。',
          icon: 'timeline',
        },
      ],
    },
  ],
  cta: {
    title: '找出廣告預算在哪裏流失',
    text: '預約免費諮詢，同時為您審核廣告帳戶。我們會檢視您的廣告活動、追蹤設定和著陸頁，並說明我們在首30日會作出哪些改動。',
    action: { label: '審核廣告帳戶', href: paths.contact.consultation },
  },
};
