import type { Database } from "../../db/client";
import { createHelpEntry, hasHelpEntries } from "../support/help-entries";

/**
 * The demo's first help-centre entries, true to how the app works; operators
 * edit or delete them like any other (GET/PUT/DELETE /api/admin/help-center).
 */
const ENTRIES = [
  {
    title: {
      th: "เติมเงินอย่างไร",
      en: "How do I top up?",
      "zh-CN": "如何充值？",
      "zh-TW": "如何儲值？",
    },
    body: {
      th: "เปิด เติมเงิน ในหน้าโปรไฟล์ เลือกจำนวน 5,000 ถึง 10,000,000 บาท แล้วสแกนคิวอาร์พร้อมเพย์ภายใน 15 นาที หรือโอนเข้าบัญชีของแพลตฟอร์มที่แสดงบนหน้าจอ ยอดเงินจะเข้าเมื่อยืนยันการชำระเงินแล้ว",
      en: "Open Top up on your profile, choose 5,000 to 10,000,000 THB, then scan the PromptPay QR within 15 minutes or transfer to the platform account shown on the screen. The money is credited once the payment is confirmed.",
      "zh-CN":
        "在个人资料页打开“充值”，选择 5,000 至 10,000,000 泰铢，然后在 15 分钟内扫描 PromptPay 二维码，或转账到页面显示的平台账户。付款确认后即到账。",
      "zh-TW":
        "在個人資料頁開啟「儲值」，選擇 5,000 至 10,000,000 泰銖，然後在 15 分鐘內掃描 PromptPay QR 碼，或轉帳到頁面顯示的平台帳戶。付款確認後即入帳。",
    },
  },
  {
    title: {
      th: "ถอนเงินอย่างไร และใช้เวลานานเท่าใด",
      en: "How do I withdraw, and how long does it take?",
      "zh-CN": "如何提现？需要多久？",
      "zh-TW": "如何提現？需要多久？",
    },
    body: {
      th: "ยืนยันตัวตนและเพิ่มบัตรธนาคารในชื่อเดียวกันก่อน จากนั้นกด ถอนเงิน กรอกจำนวน 5,000 ถึง 5,000,000 บาท และรหัสผ่านถอนเงิน ยอดจะถูกพักไว้จนโอนเข้าบัตรของคุณภายใน 1-3 วันทำการ ไม่มีค่าธรรมเนียมใด ๆ เพื่อปลดล็อกเงิน",
      en: "First verify your identity and add a bank card in the same name. Then tap Withdraw, enter 5,000 to 5,000,000 THB and your withdrawal password. The amount is frozen until it is paid to your card within 1-3 working days. No fee is ever asked to release it.",
      "zh-CN":
        "请先完成实名认证，并添加同名银行卡。然后点击“提现”，输入 5,000 至 5,000,000 泰铢和提现密码。金额会先冻结，并在 1-3 个工作日内打到您的银行卡，释放资金绝不收取任何费用。",
      "zh-TW":
        "請先完成實名認證，並新增同名銀行卡。然後點擊「提現」，輸入 5,000 至 5,000,000 泰銖和提現密碼。金額會先凍結，並在 1-3 個工作天內撥入您的銀行卡，釋出資金絕不收取任何費用。",
    },
  },
  {
    title: {
      th: "ขอคืนเงินประกันได้เมื่อใด",
      en: "When can I get my security deposit back?",
      "zh-CN": "什么时候可以退还保证金？",
      "zh-TW": "什麼時候可以退還保證金？",
    },
    body: {
      th: "เมื่อไม่มีคำสั่งซื้อค้างอยู่ กดขอคืนเงินประกันในหน้าโปรไฟล์ เมื่อเจ้าหน้าที่อนุมัติ 5,000 บาทจะกลับเข้ายอดเงินที่ใช้ได้ และสินค้าที่ลงขายจะถูกปิดจนกว่าจะชำระเงินประกันอีกครั้ง",
      en: "When you have no unfinished orders, ask for the refund on your profile. Once an operator approves it, the 5,000 THB returns to your available balance and your listings go offline until you pay a deposit again.",
      "zh-CN":
        "没有未完成的订单时，在个人资料页申请退还保证金。运营人员批准后，5,000 泰铢回到可用余额，上架商品会下架，直到再次缴纳保证金。",
      "zh-TW":
        "沒有未完成的訂單時，在個人資料頁申請退還保證金。營運人員核准後，5,000 泰銖會回到可用餘額，上架商品會下架，直到再次繳納保證金。",
    },
  },
];

/** Writes the entries once, into an empty help centre. */
export async function seedHelpEntries(db: Database): Promise<void> {
  if (await hasHelpEntries(db)) return;
  for (const [position, entry] of ENTRIES.entries()) {
    await createHelpEntry(db, { ...entry, position: position * 10 }, null);
  }
}
