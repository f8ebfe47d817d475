//! The Chinese name of each request parameter, for the 400 messages that are about one
//! parameter: a user reads 「新密码格式错误」, never the wire name `new_pwd`.

/// What a user calls the parameter `key`; parameters no message names yet read 「请求参数」.
pub fn label(key: &str) -> &'static str {
    match key {
        "account" => "账号",
        "pwd" | "password" => "密码",
        "old_pwd" => "原密码",
        "new_pwd" => "新密码",
        "mobile" => "手机号",
        "code" | "verify" => "验证码",
        "verify_key" => "验证码标识",
        "reason" => "原因",
        "result" => "审核结果",
        "table" => "导出数据",
        "type" | "kind" => "类型",
        "type_value" => "所属机构",
        "status" => "状态",
        "pay_status" => "支付状态",
        "valid" => "校验结果",
        "batch_id" => "导入批次编号",
        "help_id" => "求助编号",
        "help_type_id" => "求助类型",
        "project_id" => "项目编号",
        "share_id" => "一起捐编号",
        "domain_id" => "项目领域",
        "channel" => "捐款渠道",
        "pool_id" => "项目池",
        "wish_id" => "心愿编号",
        "goods_id" => "商品编号",
        "auction_status" => "竞拍状态",
        "item_type" => "物品类型",
        "claim_id" => "认领编号",
        "link_id" | "not_link_id" => "链接编号",
        "need_bill" => "是否需要票据",
        "wish_ids" => "心愿",
        "link_ids" => "链接",
        "account_ids" => "账号",
        "org_id" => "机构",
        "role" => "角色",
        "id" => "编号",
        "keyword" => "搜索关键词",
        "page" => "页码",
        "pageSize" => "每页条数",
        _ => "请求参数",
    }
}

#[cfg(test)]
mod tests {
    use super::label;

    #[test]
    fn every_named_parameter_reads_as_chinese_and_unknown_ones_do_not_leak_their_wire_name() {
        for key in [
            "old_pwd",
            "new_pwd",
            "verify_key",
            "batch_id",
            "pay_status",
            "no_such_key",
        ] {
            let name = label(key);
            assert!(!name.is_ascii(), "{key} → {name}");
            assert!(!name.contains(key));
        }
        assert_eq!(label("new_pwd"), "新密码");
    }
}
