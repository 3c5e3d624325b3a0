// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A stand-in for USDT on a development chain: its deployer holds the whole supply, and decimals are chosen at
/// deployment because BSC's USDT has 18 and TRON's has 6.
contract TestUSDT is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _decimals = decimals_;
        _mint(msg.sender, 1_000_000_000_000 * 10 ** uint256(decimals_));
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// Several Transfer events in one transaction, as an exchange's batched payout produces them.
    function batchTransfer(address[] calldata to, uint256[] calldata amounts) external {
        require(to.length == amounts.length, "TestUSDT: lengths differ");
        for (uint256 i = 0; i < to.length; i++) {
            _transfer(msg.sender, to[i], amounts[i]);
        }
    }
}
