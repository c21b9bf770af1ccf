//! `lawref refs --parse`: the references in a text as if it stood in a clause, with targets and
//! what the committed corpus has of them.

use crate::common;

use common::{lawref, root};

#[test]
fn refs_parse_prints_each_reference_with_its_target_and_status_as_json() {
    let o = lawref(
        &root(),
        &[
            "refs",
            "--parse",
            "przepisy 16 i 57A, przepisu 70, przepis 94, punktu B1 oraz przepisy 1657A",
            "--lang",
            "pl",
            "--edition",
            "2017",
            "--in",
            "68B",
            "--json",
        ],
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let expect = r#"[
  {
    "text": "16",
    "target": "16",
    "status": "not-in-corpus",
    "ambiguous": false
  },
  {
    "text": "57A",
    "target": "57A",
    "status": "not-in-corpus",
    "ambiguous": false
  },
  {
    "text": "70",
    "target": "70",
    "status": "resolved",
    "ambiguous": false
  },
  {
    "text": "94",
    "target": "94",
    "status": "impossible",
    "ambiguous": false
  },
  {
    "text": "B1",
    "target": "68B1",
    "status": "resolved",
    "ambiguous": false
  },
  {
    "text": "1657A",
    "target": null,
    "status": "suspect",
    "ambiguous": false
  }
]
"#;
    assert_eq!(String::from_utf8_lossy(&o.stdout), expect);
}

#[test]
fn refs_parse_reads_cyrillic_letters_by_the_letters_scheme() {
    let run = |letters: Option<&str>| {
        let mut args = vec![
            "refs",
            "--parse",
            "согласно Правилу 68В2",
            "--lang",
            "ru",
            "--edition",
            "2007",
            "--in",
            "68A",
        ];
        if let Some(l) = letters {
            args.extend(["--letters", l]);
        }
        let o = lawref(&root(), &args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert_eq!(
        run(Some("alphabet")),
        "68В2           68C2           resolved\n"
    );
    assert_eq!(
        run(Some("look-alike")),
        "68В2           68B2           resolved\n"
    );
    assert_eq!(
        run(None),
        "68В2           68B2           resolved (ambiguous letter)\n"
    );
}

#[test]
fn refs_parse_gives_the_status_check_gives_and_says_which_letters_are_ambiguous() {
    let o = lawref(
        &root(),
        &[
            "refs",
            "--parse",
            "przepis 68Z, przepis 68C, przepis 67B2",
            "--lang",
            "pl",
            "--edition",
            "2017",
            "--in",
            "68B",
        ],
    );
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "68Z            68Z            impossible\n68C            68C            resolved\n67B2           67B2           not-in-corpus\n"
    );
    let o = lawref(
        &root(),
        &[
            "refs",
            "--parse",
            "Правилу 67В2",
            "--lang",
            "ru",
            "--edition",
            "2007",
            "--in",
            "67",
            "--json",
        ],
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(
        v,
        serde_json::json!([{"text": "67В2", "target": "67B2", "status": "not-in-corpus", "ambiguous": true}])
    );
}
