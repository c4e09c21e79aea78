-- Mails kept before the outbox hid secrets still hold working password-reset links, which any staff
-- member could read in the console. Hide them the way new mails are kept.
UPDATE "mail_outbox"
SET "body_text" = regexp_replace(
  "body_text",
  'https?://\S*#/reset-password/\S+',
  '[đường dẫn bảo mật: chỉ gửi tới người nhận, không lưu lại]',
  'g'
)
WHERE "body_text" LIKE '%#/reset-password/%';
