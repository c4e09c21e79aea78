-- The console's search (design pass): customers by any word of the name without diacritics and
-- by phone in any form (+84, spaces, dots), each a column the database keeps folded and indexes;
-- deposits by the start of their transfer content however a bank spaced it; withdrawals by the
-- account they are paid to.
DROP INDEX "users_phone_prefix_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate(full_name, 'àáảãạăằắẳẵặâầấẩẫậäÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬÄèéẻẽẹêềếểễệëÈÉẺẼẸÊỀẾỂỄỆËìíỉĩịïÌÍỈĨỊÏòóỏõọôồốổỗộơờớởỡợöÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÖùúủũụưừứửữựüÙÚỦŨỤƯỪỨỬỮỰÜỳýỷỹỵÿỲÝỶỸỴŸđĐñÑçÇ̛̣̀́̂̃̆̉', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeeeeeeeeeiiiiiiiiiiiioooooooooooooooooooooooooooooooooooouuuuuuuuuuuuuuuuuuuuuuuuyyyyyyyyyyyyddnncc'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_phone" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^84([0-9]{9,10})$', '0\1'), '^([1-9][0-9]{8})$', '0\1')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "deposit_requests_content_idx" ON "deposit_requests" USING btree (replace("transfer_content", ' ', '') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_phone_idx" ON "users" USING btree ("search_phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_search_name_idx" ON "users" USING gin (to_tsvector('simple', "search_name"));--> statement-breakpoint
CREATE INDEX "withdrawal_requests_account_number_idx" ON "withdrawal_requests" USING btree ("account_number");